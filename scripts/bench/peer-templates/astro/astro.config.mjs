import { defineConfig } from "astro/config";

export default defineConfig({ site: "https://www.brightline.example", build: { format: "directory" } });
