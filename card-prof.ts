import { readFileSync } from "node:fs";
import { loadCardFont } from "./src/engine/social-card/card-font";
import { cardSvg, fitTitle } from "./src/engine/social-card/card-svg";
import { themeColours } from "./src/engine/social-card/theme-colours";
const font = await loadCardFont(".");
const themes = themeColours(readFileSync("src/styles/themes.css", "utf8"));
const titles = [...readFileSync("content/blog.yaml", "utf8").match(/^  title: .*$/gm)!, ...readFileSync("content/portfolio.yaml", "utf8").match(/^  (title|name): .*$/gm)!].map((l) => l.replace(/^  \w+: /, ""));
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  for (const title of titles) fitTitle(font.bold, title);
  const fit = performance.now() - t; t = performance.now();
  for (const title of titles) cardSvg(font, { title, siteName: "Brightline", domain: "brightline.example", colours: themes.get("brand")! });
  console.log(titles.length, "fit", (fit / titles.length).toFixed(2), "svg", ((performance.now() - t) / titles.length).toFixed(2), "ms each");
}
