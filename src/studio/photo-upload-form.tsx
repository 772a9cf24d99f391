import { useState } from "react";
import { photoFileName } from "./photo-file-name";
import { refusalText, studioClient } from "./studio-client";

/**
 * Takes a photo from the computer into a folder of public/. The server decodes it before it keeps it,
 * and refuses a name that is taken, offering a free one beside it: nothing is written over.
 */
export function PhotoUploadForm({
  idPrefix,
  uploadBytes,
  onUploaded,
}: {
  idPrefix: string;
  /** The most a photo may weigh, as the server caps it: what public/ takes of an image. */
  uploadBytes: number;
  onUploaded: (src: string) => void;
}) {
  const [photo, setPhoto] = useState<File>();
  const [folder, setFolder] = useState("photos");
  const [message, setMessage] = useState("");
  const [freeName, setFreeName] = useState<string>();
  const megabytes = `${Math.round(uploadBytes / 1024 / 1024)} MB`;
  const upload = async (file: string) => {
    if (!photo) return;
    setFreeName(undefined);
    if (photo.size > uploadBytes) {
      return setMessage(`Not uploaded: the photo is larger than ${megabytes}, the most public/ takes`);
    }
    setMessage(`Uploading ${file}…`);
    const answer = await studioClient.upload(file, photo);
    if (answer.ok) {
      setMessage(`Uploaded as ${answer.value.src}`);
      return onUploaded(answer.value.src);
    }
    const body = answer.body as { freeName?: unknown } | null;
    if (typeof body?.freeName === "string") setFreeName(body.freeName);
    setMessage(`Not uploaded: ${refusalText(answer)}`);
  };
  const folderPath = folder.replace(/^\/+|\/+$/g, "");
  return (
    <form
      className="photo-upload"
      onSubmit={(event) => {
        event.preventDefault();
        if (photo) void upload(`public/${folderPath ? `${folderPath}/` : ""}${photoFileName(photo.name)}`);
      }}
    >
      <h3>Upload a photo</h3>
      <label htmlFor={`${idPrefix}-photo`}>Photo: JPEG, PNG, WebP, AVIF or GIF, at most {megabytes}</label>
      <input
        id={`${idPrefix}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        onChange={(event) => setPhoto(event.target.files?.[0])}
      />
      <label htmlFor={`${idPrefix}-folder`}>Folder in public/</label>
      <input id={`${idPrefix}-folder`} type="text" value={folder} onChange={(event) => setFolder(event.target.value)} />
      <button type="submit" disabled={!photo}>
        Upload
      </button>
      <p role="status">{message}</p>
      {freeName && (
        <button type="button" onClick={() => void upload(freeName)}>
          Upload as {freeName}
        </button>
      )}
    </form>
  );
}
