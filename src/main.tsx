import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { bootstrapElementId, type Bootstrap } from "./app/bootstrap";
import "./styles/app.css";

/** The browser entry: picks up the prerendered page and its data, and hydrates it. */
const data = document.getElementById(bootstrapElementId)?.textContent;
const root = document.getElementById("root");
if (!data || !root) throw new Error("This page has no prerendered app to hydrate.");
const bootstrap = JSON.parse(data) as Bootstrap;

hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <App {...bootstrap} />
    </BrowserRouter>
  </StrictMode>,
);
