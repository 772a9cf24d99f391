/**
 * The other sites whose frames and code parts of a page use, named once: the components build their
 * addresses from them, and the blocks' definitions give them to the page's Content Security Policy.
 */

/** The maps service whose frame the map-embed block shows. */
export const mapServiceOrigin = "https://www.google.com";

/** The video-sharing site's privacy-enhanced domain, which the video window frames. */
export const videoServiceOrigin = "https://www.youtube-nocookie.com";

/**
 * The lightbox (glightbox) sizes its slides by writing style attributes and a <style> element as it
 * opens, with values measured on the visitor's screen: no hash can be known at build time, so a page
 * with a lightbox allows inline styles. Scripts stay as strict there as on every other page.
 */
export const lightboxStyleSources = ["'unsafe-inline'"];
