import { createRoot } from "react-dom/client";
import { StudioApp } from "./studio-app";
import "./studio.css";

const container = document.getElementById("studio");
if (container) createRoot(container).render(<StudioApp />);
