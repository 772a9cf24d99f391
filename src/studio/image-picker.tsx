import { useContext, useState } from "react";
import { NameEditContext } from "./edit-history";
import type { PickedInputProps } from "./picked-input";
import { PhotoUploadForm } from "./photo-upload-form";
import { PickedText } from "./picked-text";
import { PickerDialog } from "./picker-dialog";
import { matchesSearch } from "./search-words";
import type { StudioImage } from "./studio-api-types";
import { refusalText, studioClient } from "./studio-client";

/** An image field: its path, typed or picked from the images of public/ by their thumbnails, or a photo uploaded there. */
export function ImagePicker({ id, label, value, required, described, invalid, onChange }: PickedInputProps) {
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<StudioImage[]>();
  const [uploadBytes, setUploadBytes] = useState(0);
  const [search, setSearch] = useState("");
  const [message, setMessage] = useState("");
  const path = typeof value === "string" ? value : "";
  const load = () =>
    void studioClient.images().then((answer) => {
      if (!answer.ok) return setMessage(refusalText(answer));
      setImages(answer.value.images);
      setUploadBytes(answer.value.uploadBytes);
    });
  const nameEdit = useContext(NameEditContext);
  const pick = (src: string) => {
    nameEdit(`${src} picked for ${label}`);
    onChange(src);
    setOpen(false);
  };
  const shown = (images ?? []).filter((image) => matchesSearch(search, image.src));
  return (
    <div className="picked-input">
      {path.startsWith("/") && (
        <img className="thumbnail" src={studioClient.thumbnailAddress(path)} alt="" width={120} height={90} />
      )}
      <PickedText {...{ id, required, described, invalid, onChange }} text={path} />
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        Choose an image for {label}
      </button>
      <PickerDialog title={`An image for ${label}`} open={open} onClose={() => setOpen(false)}>
        <label htmlFor={`${id}-search`}>Search the images of public/</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {images === undefined ? (
          <p role="status">{message || "Reading public/…"}</p>
        ) : (
          <ul className="image-choices" aria-label={`Images of public/ (${shown.length})`}>
            {shown.map((image) => (
              <li key={image.src}>
                <button type="button" aria-pressed={image.src === path} onClick={() => pick(image.src)}>
                  <img src={studioClient.thumbnailAddress(image.src)} alt="" width={120} height={90} loading="lazy" />
                  <span>{image.src}</span>
                  <span className="about">
                    {image.width} × {image.height}
                    {image.photo ? ", photo" : ", drawing"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {images !== undefined && (
          <PhotoUploadForm
            idPrefix={id}
            uploadBytes={uploadBytes}
            onUploaded={(src) => {
              load();
              pick(src);
            }}
          />
        )}
      </PickerDialog>
    </div>
  );
}
