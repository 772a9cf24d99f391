import { serveWithStudio } from "./serve-with-studio";

// `npx blockpress studio`: the studio, every request under its token (serve-with-studio.ts).
await serveWithStudio("studio");
