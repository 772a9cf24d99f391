import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, readdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedStudioAddress, startDevCommand } from "../helpers/dev-command";
import { fixtureSite } from "../helpers/fixture-site";

/**
 * `npx blockpress studio` as it is run, on a site in a temporary folder, asked with real requests:
 * each safety rule refuses what it should, and a request that keeps them all is answered.
 */
let child: ChildProcess;
let origin: string;
let token: string;
let siteRoot: string;
let outside: string;

beforeAll(async () => {
  siteRoot = await fixtureSite();
  outside = await mkdtemp(path.join(tmpdir(), "outside-"));
  await writeFile(path.join(outside, "secret.yaml"), "title: outside\n");
  await symlink(outside, path.join(siteRoot, "pages/linked"));
  await symlink(path.join(outside, "secret.yaml"), path.join(siteRoot, "pages/linked-file.yaml"));
  const started = await startDevCommand(siteRoot, printedStudioAddress, "studio");
  child = started.child;
  const address = new URL(started.found);
  origin = address.origin;
  token = address.searchParams.get("token") ?? "";
}, 120_000);

afterAll(() => {
  child.kill();
});

const studio = (pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${origin}${pathname}`, {
    ...init,
    headers: { "x-studio-token": token, origin, "content-type": "application/json", ...init.headers },
  });

async function opened(file: string) {
  const answer = await studio(`/_studio/api/file?path=${encodeURIComponent(file)}`);
  return (await answer.json()) as { text: string; version: string; data: Record<string, unknown> };
}

const save = (file: string, text: string, data: unknown, version: string, headers: Record<string, string> = {}) =>
  studio("/_studio/api/file", { method: "PUT", headers, body: JSON.stringify({ file, opened: text, data, version }) });

describe("the studio's server", () => {
  it("prints its address, with a token, on a line of its own, on 127.0.0.1", () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("lists the pages with their routes, titles and errors", async () => {
    const answer = await studio("/_studio/api/pages");
    expect(answer.status).toBe(200);
    const { pages } = (await answer.json()) as { pages: { route: string; title: string; issues: unknown[] }[] };
    expect(pages.map((page) => page.route)).toContain("/");
  });

  it("refuses a Host other than the one it serves, as a page after DNS rebinding would send", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(origin);
      const sent = request({
        host: "127.0.0.1",
        port,
        path: "/_studio/api/pages",
        headers: { host: `10.0.0.8:${port}`, "x-studio-token": token },
      });
      sent.on("response", (response) => resolve(response.statusCode ?? 0)).on("error", reject);
      sent.end();
    });
    expect(status).toBe(403);
  });

  it("refuses a write from a foreign Origin, or with none", async () => {
    const { text, version, data } = await opened("pages/index.yaml");
    expect((await save("pages/index.yaml", text, data, version, { origin: "http://attacker.example" })).status).toBe(
      403,
    );
    const bare = await fetch(`${origin}/_studio/api/file`, {
      method: "PUT",
      headers: { "x-studio-token": token, "content-type": "application/json" },
      body: JSON.stringify({ file: "pages/index.yaml", opened: text, data, version }),
    });
    expect(bare.status).toBe(403);
  });

  it("refuses a call without the token, or with another", async () => {
    expect((await studio("/_studio/api/pages", { headers: { "x-studio-token": "" } })).status).toBe(401);
    expect((await studio("/_studio/api/pages", { headers: { "x-studio-token": "a".repeat(32) } })).status).toBe(401);
    expect((await fetch(`${origin}/_studio/preview?file=pages/index.yaml`)).status).toBe(401);
  });

  it("refuses paths out of pages/, content/ and public/, and through links", async () => {
    const { text, version, data } = await opened("pages/index.yaml");
    for (const file of [
      "../outside.yaml",
      "/etc/passwd",
      "pages/../../x.yaml",
      "src/main.ts",
      "pages/linked/secret.yaml",
      "pages/linked-file.yaml",
    ]) {
      const answer = await save(file, text, data, version);
      expect(answer.status, file).toBe(403);
    }
    expect(await readFile(path.join(outside, "secret.yaml"), "utf8")).toBe("title: outside\n");
  });

  it("refuses to save over a file changed on disk since it was opened, and says what it holds now", async () => {
    const file = "pages/index.yaml";
    const { text, version, data } = await opened(file);
    const changedOnDisk = `${text}# changed by someone else\n`;
    await writeFile(path.join(siteRoot, file), changedOnDisk);
    const answer = await save(file, text, { ...data, title: "Mine" }, version);
    expect(answer.status).toBe(409);
    const body = (await answer.json()) as { conflict: { text: string } };
    expect(body.conflict.text).toBe(changedOnDisk);
    expect(await readFile(path.join(siteRoot, file), "utf8")).toBe(changedOnDisk);
  });

  it("lists the images of public/ and draws each one's thumbnail as a PNG, under the token", async () => {
    const answer = await studio("/_studio/api/images");
    const { images } = (await answer.json()) as { images: { src: string; width: number }[] };
    expect(images).toContainEqual(expect.objectContaining({ src: "/art/picture.svg" }));
    const drawn = await fetch(
      `${origin}/_studio/thumbnail?token=${token}&src=${encodeURIComponent("/art/picture.svg")}`,
    );
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).format).toBe("png");
    expect((await fetch(`${origin}/_studio/thumbnail?src=/art/picture.svg`)).status).toBe(401);
    expect((await fetch(`${origin}/_studio/thumbnail?token=${token}&src=/../pages/index.yaml`)).status).toBe(404);
  });

  it("offers the site's paths with their titles and sections, and the records of each collection by title", async () => {
    const links = (await (await studio("/_studio/api/links")).json()) as { path: string; title: string }[];
    expect(links).toContainEqual({ path: "/posts/1", title: "First post | Fixture", anchors: [] });
    expect(links).toContainEqual({ path: "/old-home", title: "leads to /", anchors: [] });
    expect(links.map((link) => link.path)).toEqual(expect.arrayContaining(["/", "/start"]));
    const records = (await (await studio("/_studio/api/records")).json()) as Record<string, unknown[]>;
    expect(records.blog).toContainEqual({ id: 1, label: "First post" });
  });

  it("takes an uploaded photo into public/ from its own page only, and never over a file there", async () => {
    const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#cc3366" } })
      .jpeg()
      .toBuffer();
    const upload = (file: string, headers: Record<string, string> = {}) =>
      studio(`/_studio/api/upload?path=${encodeURIComponent(file)}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", ...headers },
        body: new Uint8Array(photo),
      });
    expect((await upload("public/photos/team.jpg", { origin: "http://attacker.example" })).status).toBe(403);
    const saved = await upload("public/photos/team.jpg");
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({ src: "/photos/team.jpg", width: 4, height: 3 });
    const again = await upload("public/photos/team.jpg");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ freeName: "public/photos/team-2.jpg" });
    expect(await readdir(path.join(siteRoot, "public/photos"))).toEqual(["team.jpg"]);
  });

  it("saves an edit that keeps every rule, and answers with the engine's problems of the page", async () => {
    const file = "pages/index.yaml";
    const { text, version, data } = await opened(file);
    const answer = await save(file, text, { ...data, title: "A title from the studio" }, version);
    expect(answer.status).toBe(200);
    expect(await readFile(path.join(siteRoot, file), "utf8")).toContain("title: A title from the studio");
  });
});
