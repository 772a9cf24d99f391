import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../src/engine/validate/json-schemas";
import { editorFacts } from "../../src/engine/validate/editor-facts";
import { projectRoot } from "../helpers/site-kit";

async function yamlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, folder), { recursive: true, encoding: "utf8" });
  return entries.filter((entry) => entry.endsWith(".yaml")).map((entry) => path.join(folder, entry));
}

describe("the JSON Schemas editors use", () => {
  it("are up to date with the zod schemas (run npm run schema when this fails)", async () => {
    for (const [file, text] of jsonSchemas(await editorFacts(projectRoot))) {
      const onDisk = await readFile(path.join(projectRoot, "schema", file), "utf8").catch(() => "(missing)");
      expect(onDisk, `schema/${file}`).toBe(text);
    }
  });

  it("describe every block type as one option of the block list, with descriptions", () => {
    const page = JSON.parse(jsonSchemas({ languages: ["en"] }).get("page.schema.json") ?? "{}") as {
      properties: {
        blocks: {
          items: {
            oneOf: Array<{
              properties: { type: { const: string } };
              description?: string;
              additionalProperties: boolean;
            }>;
          };
        };
      };
    };
    const options = page.properties.blocks.items.oneOf;
    expect(options.map((option) => option.properties.type.const)).toContain("header");
    for (const option of options) {
      expect(option.description, option.properties.type.const).toBeTruthy();
      expect(option.additionalProperties).toBe(false);
    }
  });

  it("are mapped to their files in the editor settings of the project, each to the files it checks", async () => {
    const settings = JSON.parse(await readFile(path.join(projectRoot, ".vscode/settings.json"), "utf8")) as {
      "yaml.schemas": Record<string, string[]>;
    };
    const expected = Object.fromEntries(
      [...jsonSchemas({ languages: ["en"] }).keys()].map((file) => {
        const name = file.replace(/\.schema\.json$/, "");
        const files = name === "page" ? "pages/**/*.yaml" : `content/${name}.yaml`;
        return [`./schema/${file}`, [files]];
      }),
    );
    expect(settings["yaml.schemas"]).toEqual(expected);
  });

  it("are named on the first line of every page and content file", async () => {
    for (const file of [...(await yamlFiles("pages")), ...(await yamlFiles("content"))]) {
      const firstLine = (await readFile(path.join(projectRoot, file), "utf8")).split("\n")[0];
      const schema = file.startsWith("pages") ? "page.schema.json" : `${path.basename(file, ".yaml")}.schema.json`;
      const relative = path.relative(
        path.dirname(path.join(projectRoot, file)),
        path.join(projectRoot, "schema", schema),
      );
      expect(firstLine, file).toBe(`# yaml-language-server: $schema=${relative}`);
    }
  });
});
