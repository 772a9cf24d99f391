/** One picture of a lightbox gallery. */
export interface LightboxItem {
  href: string;
  alt: string;
}

export interface LightboxTexts {
  /** Shown in place of a picture that fails to load. */
  error: string;
}

/**
 * Opens the gallery at `index` in glightbox. Its code and stylesheet load on the first call, never
 * with the page. Our settings, from the specification's lightbox defaults: loop on, the neighbours
 * preloaded; the overlay's 0.8 opacity, the 333 ms animations and the 2000 ms spinner delay are in
 * lightbox.css, as glightbox has no option for them.
 */
export async function openLightbox(items: readonly LightboxItem[], index: number, texts: LightboxTexts) {
  const [{ default: GLightbox }] = await Promise.all([
    import("glightbox"),
    import("glightbox/dist/css/glightbox.min.css"),
    import("./lightbox.css"),
  ]);
  const lightbox = GLightbox({
    selector: "[data-no-lightbox-selector]",
    loop: true,
    preload: true,
    openEffect: "fade",
    closeEffect: "fade",
    slideEffect: "slide",
    touchNavigation: true,
    keyboardNavigation: true,
    closeOnOutsideClick: true,
  });
  lightbox.setElements(items.map((item) => ({ href: item.href, type: "image", alt: item.alt })));
  const stopWatching = watchImageErrors(texts.error);
  lightbox.on("close", () => {
    stopWatching();
    lightbox.destroy();
  });
  lightbox.openAt(index);
  return lightbox;
}

/**
 * glightbox waits for ever on a picture that fails: it shows a slide, and hides its spinner, only on
 * the picture's load event. Error events do not bubble, so one listener in the capture phase answers a
 * failed slide picture with the load event glightbox waits for (the slide it opened on then shows,
 * as a neighbour's does when reached), then puts the error text in the picture's place.
 */
function watchImageErrors(message: string): () => void {
  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement)) return;
    if (!image.closest(".glightbox-container .gslide-media")) return;
    image.dispatchEvent(new Event("load"));
    const note = document.createElement("p");
    note.className = "bp-lightbox-error";
    note.setAttribute("role", "alert");
    note.textContent = message;
    image.replaceWith(note);
  };
  document.addEventListener("error", onError, true);
  return () => document.removeEventListener("error", onError, true);
}
