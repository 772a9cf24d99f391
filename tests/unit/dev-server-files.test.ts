import type { ChildProcess } from "node:child_process";
import { mkdtemp, symlink, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureSite } from "../helpers/fixture-site";
import { rawRequest } from "../helpers/raw-request";
import { startDevCommand } from "../helpers/dev-command";
import { projectRoot } from "../helpers/site-kit";

/**
 * `npx blockpress dev` as it is run (Vite with the project's config, in a process of its own) on a site in a
 * temporary folder whose public/, pages/ and content/ hold links to a file outside the project.
 */
let child: ChildProcess;
let origin: string;
let siteRoot: string;
let secretFile: string;
const secret = "SECRET OUTSIDE THE PROJECT";

async function startDevServer(): Promise<string> {
  const started = await startDevCommand(siteRoot, /Local:\s+(http:\/\/\S+?)\/?\s/);
  child = started.child;
  return started.found;
}

beforeAll(async () => {
  siteRoot = await fixtureSite();
  const outside = await mkdtemp(path.join(tmpdir(), "outside-"));
  secretFile = path.join(outside, "secret.txt");
  await writeFile(secretFile, secret);
  await symlink(secretFile, path.join(siteRoot, "public/passwd.txt"));
  await symlink("/etc/passwd", path.join(siteRoot, "public/system.txt"));
  await symlink(outside, path.join(siteRoot, "public/leak"));
  await symlink(secretFile, path.join(siteRoot, "pages/x.yaml"));
  await symlink(secretFile, path.join(siteRoot, "content/x.yaml"));
  origin = await startDevServer();
}, 120_000);

afterAll(() => {
  child.kill();
});

const get = (url: string) => rawRequest(origin, url);

describe("the dev server", () => {
  it("listens on 127.0.0.1 only", async () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "::1", port: Number(new URL(origin).port) });
      socket.once("connect", () => resolve(socket.destroy() && true)).once("error", () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it("serves the site's pages, public files and the app's modules", async () => {
    expect((await get("/")).status).toBe(200);
    expect((await get("/art/picture.svg")).status).toBe(200);
    expect((await get("/src/shell/main.ts")).status).toBe(200);
  });

  it.each([
    "/passwd.txt",
    "/passwd.txt?raw",
    "/passwd.txt?import",
    "/system.txt",
    "/leak/secret.txt",
    "/pages/x.yaml",
    "/content/x.yaml",
    "/pages/index.yaml",
    "/pages/index.yaml?raw",
    "/content/site.yaml",
    "/content/site.yaml?import",
  ])("refuses %s with 404, never sending what the link leads to", async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(secret);
    expect(response.body.toString()).not.toContain("root:x:0:0");
  });

  it("refuses the site's links out of the project by /@fs/ as well", async () => {
    for (const file of ["public/passwd.txt", "pages/x.yaml", "content/x.yaml"]) {
      const response = await get(`/@fs${path.join(siteRoot, file)}`);
      expect([file, response.status]).toEqual([file, 404]);
      expect(response.body.toString()).not.toContain(secret);
    }
    expect((await get(`/@fs${secretFile}`)).status).toBe(404);
  });

  it.each(["/%", "/%zz", "/src/%e0%a4%a.ts"])(
    "answers %s with 400 and a short plain message, without a stack or a path",
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const text = response.body.toString();
      expect(text).toBe("Bad request: the address has a malformed % escape.\n");
      expect(text).not.toContain(projectRoot);
    },
  );
});
