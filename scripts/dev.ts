import { serveWithStudio } from "./studio/serve-with-studio";

// `npx blockpress dev`: the site from its sources, with the studio beside it (studio/serve-with-studio.ts).
await serveWithStudio("dev");
