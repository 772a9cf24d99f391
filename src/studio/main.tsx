import { createRoot } from "react-dom/client";
import { StudioApp } from "./studio-app";
import "./studio.css";

// The dev server reloads its pages when a file of the site changes, the studio's own page too, which
// would lose what is being typed. A reload aimed at another page is ignored: the studio finds a change
// on disk when it saves (the file's version), and the preview is drawn again on the next check.
import.meta.hot?.on("vite:beforeFullReload", (payload: { path?: string }) => {
  payload.path = "/_studio/elsewhere.html";
});

const container = document.getElementById("studio");
if (container) createRoot(container).render(<StudioApp />);
