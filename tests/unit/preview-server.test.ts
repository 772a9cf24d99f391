import { execFile } from "node:child_process";
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPreviewServer, type PreviewServer } from "../../scripts/preview/preview-server";
import { builtMarker, markerFile } from "../../src/engine/output/publish/output-marker";
import { rawRequest } from "../helpers/raw-request";
import { projectRoot } from "../helpers/site-kit";

/**
 * The preview server (`npm start`) on a built site in a temporary folder, asked with real HTTP
 * requests. Beside the site lie what it must never serve: a folder whose name starts with the site's
 * (dist-private/), a file named like it (dist.env), and files that links inside the site lead to.
 */
const secrets = ["PRIVATE KEY", "SECRET=1", "OUTSIDE"];
const script = "const shell = 'the shell script of the site';\n".repeat(40);

let folder: string;
let root: string;
let server: PreviewServer;
const origin = () => server.url.slice(0, -1);
const get = (rawPath: string, headers: Record<string, string> = {}) => rawRequest(origin(), rawPath, { headers });

async function write(file: string, text: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "preview-"));
  root = path.join(folder, "dist");
  await write(path.join(root, "index.html"), "<h1>Home</h1>");
  await write(path.join(root, "about/index.html"), "<h1>About</h1>");
  await write(path.join(root, "404.html"), "<h1>Not found page</h1>");
  await write(path.join(root, "assets/shell-abc123.js"), script);
  await write(path.join(root, "robots.txt"), "User-agent: *\n");
  await write(path.join(folder, "dist-private/key.txt"), "PRIVATE KEY");
  await write(path.join(folder, "dist.env"), "SECRET=1");
  await write(path.join(folder, "outside/notes.txt"), "OUTSIDE");
  await symlink(path.join(folder, "outside/notes.txt"), path.join(root, "notes.txt"));
  await symlink(path.join(folder, "outside"), path.join(root, "outside-folder"));
  await symlink(path.join(root, "robots.txt"), path.join(root, "robots-link.txt"));
  server = await startPreviewServer({ root, port: 0, log: () => {} });
});

afterAll(async () => {
  await server.close();
});

describe("the preview server serves the built site as a static host does", () => {
  it("binds to 127.0.0.1 only, by default", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "::1", port: server.port });
      socket.once("connect", () => resolve(socket.destroy() && true)).once("error", () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it("answers /path with /path/index.html", async () => {
    expect((await get("/")).body.toString()).toBe("<h1>Home</h1>");
    expect((await get("/about")).body.toString()).toBe("<h1>About</h1>");
    expect((await get("/about/")).body.toString()).toBe("<h1>About</h1>");
  });

  it("gzips text when the browser accepts it, and says the answer varies with it", async () => {
    const zipped = await get("/assets/shell-abc123.js", { "accept-encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).toString()).toBe(script);
    const plain = await get("/assets/shell-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("caches hashed assets for good and checks everything else on every visit", async () => {
    expect((await get("/assets/shell-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/about")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers an unknown path with the site's 404.html and status 404; a missing .json with a plain 404", async () => {
    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(missing.body.toString()).toBe("<h1>Not found page</h1>");
    const data = await get("/data/missing.json");
    expect(data.status).toBe(404);
    expect(data.headers["content-type"]).toBe("application/json");
    expect(data.body.toString()).toBe("{}");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/robots.txt");
    expect(first.headers.etag).toBeTruthy();
    const again = await get("/robots.txt", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers a range with 206 and Content-Range, a range past the end with 416, and sends the whole file for ranges it does not serve", async () => {
    const part = await get("/assets/shell-abc123.js", { range: "bytes=6-10", "accept-encoding": "gzip" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 6-10/${script.length}`);
    expect(part.body.toString()).toBe(script.slice(6, 11));
    const rest = await get("/assets/shell-abc123.js", { range: `bytes=${script.length - 3}-` });
    expect(rest.body.toString()).toBe(script.slice(-3));
    expect((await get("/assets/shell-abc123.js", { range: `bytes=${script.length}-` })).status).toBe(416);
    for (const range of ["bytes=10-6", "bytes=-3", "bytes=0-1,4-5", "lines=1-2", "bytes=x-y"]) {
      const whole = await get("/assets/shell-abc123.js", { range });
      expect([range, whole.status, whole.body.toString() === script]).toEqual([range, 200, true]);
    }
  });

  it("names the content type of every kind of file the site has", async () => {
    const types: Record<string, string> = {
      "page.html": "text/html; charset=utf-8",
      "style.css": "text/css; charset=utf-8",
      "app.js": "text/javascript; charset=utf-8",
      "data.json": "application/json; charset=utf-8",
      "art.svg": "image/svg+xml; charset=utf-8",
      "photo.png": "image/png",
      "photo.jpg": "image/jpeg",
      "photo.jpeg": "image/jpeg",
      "photo.webp": "image/webp",
      "photo.avif": "image/avif",
      "anim.gif": "image/gif",
      "favicon.ico": "image/x-icon",
      "font.woff2": "font/woff2",
      "notes.txt": "text/plain; charset=utf-8",
      "sitemap.xml": "text/xml; charset=utf-8",
      "site.webmanifest": "application/manifest+json; charset=utf-8",
      "blob.bin": "application/octet-stream",
    };
    for (const name of Object.keys(types)) await write(path.join(root, "types", name), "x");
    for (const [name, type] of Object.entries(types)) {
      const response = await get(`/types/${name}`);
      expect([name, response.headers["content-type"]]).toEqual([name, type]);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

describe("the preview server never serves what lies outside its root", () => {
  const attempts = [
    "/../dist.env",
    "/../dist-private/key.txt",
    "/..%2fdist-private/key.txt",
    "/..%2Fdist-private/key.txt",
    "/..%2fdist.env",
    "/%2e%2e/dist.env",
    "/%2E%2E/dist.env",
    "/%2e%2e%2fdist.env",
    "/%2E%2e%2Fdist.env",
    "/.%2e/dist.env",
    "/about/..%2f..%2f..%2fdist.env",
    "/%252e%252e%252fdist.env",
    "/..\\dist.env",
    "/..%5cdist.env",
    "/..%5Cdist-private%5Ckey.txt",
    "/%00/../dist.env",
    "/..%00/dist.env",
    "/robots.txt%00",
    "/notes.txt",
    "/outside-folder/notes.txt",
  ];

  it.each(attempts)("%s answers 404 or 400, never the file", async (attempt) => {
    const response = await get(attempt);
    expect([400, 404]).toContain(response.status);
    for (const secret of secrets) expect(response.body.toString()).not.toContain(secret);
  });

  it("absolute paths, in the path and as the whole request target, answer 404", async () => {
    for (const attempt of [`/${folder}/dist.env`, `//${folder}/dist.env`, `http://example.com/..%2fdist.env`]) {
      const response = await get(attempt);
      expect([attempt, response.status]).toEqual([attempt, 404]);
      for (const secret of secrets) expect(response.body.toString()).not.toContain(secret);
    }
  });

  it("serves a link inside the root that leads to a file inside it", async () => {
    expect((await get("/robots-link.txt")).body.toString()).toBe("User-agent: *\n");
  });

  it("serves a root that is itself a link, as dist/ may be, and nothing beside where it leads", async () => {
    const linked = path.join(folder, "dist-link");
    await symlink(root, linked);
    const viaLink = await startPreviewServer({ root: linked, port: 0, log: () => {} });
    try {
      const at = viaLink.url.slice(0, -1);
      expect((await rawRequest(at, "/about")).body.toString()).toBe("<h1>About</h1>");
      expect((await rawRequest(at, "/..%2fdist.env")).status).toBe(404);
      expect((await rawRequest(at, "/notes.txt")).status).toBe(404);
    } finally {
      await viaLink.close();
    }
  });
});

describe("the preview server checks every request", () => {
  it.each(["/%", "/%zz", "/a%e0%a4%a", "/%ff"])("%s answers 400 with a short plain message", async (attempt) => {
    const response = await get(attempt);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const text = response.body.toString();
    expect(text).toBe("Bad request: the address has a malformed % escape.\n");
    expect(text).not.toContain(folder);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s answers 405 naming GET and HEAD", async (method) => {
    const response = await rawRequest(origin(), "/", { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("HEAD answers the headers without the body", async () => {
    const response = await rawRequest(origin(), "/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String("<h1>About</h1>".length));
    expect(response.body.length).toBe(0);
  });

  it("refuses an address longer than node's header limit with 431, and keeps serving", async () => {
    expect((await get(`/${"a".repeat(20_000)}`)).status).toBe(431);
    expect((await get("/")).status).toBe(200);
  });
});

describe("a port in use", () => {
  it("gives way to the next free port, saying so in one line", async () => {
    const lines: string[] = [];
    const second = await startPreviewServer({ root, port: server.port, log: (line) => lines.push(line) });
    try {
      expect(lines[0]).toBe(`Port ${server.port} is in use, trying ${server.port + 1}`);
      expect(second.port).toBeGreaterThan(server.port);
      expect((await rawRequest(second.url.slice(0, -1), "/about")).body.toString()).toBe("<h1>About</h1>");
    } finally {
      await second.close();
    }
  });

  it("refuses a misspelt option with exit 2 and one line naming the nearest, before serving anything", async () => {
    const command = [
      path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"),
      "scripts/serve.ts",
      root,
      "--prot",
      "8080",
    ];
    const failure = await promisify(execFile)(process.execPath, command, { cwd: projectRoot }).catch(
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure).toMatchObject({
      code: 2,
      stderr: "unknown option --prot; did you mean --port? (npx blockpress preview --help lists what it takes)\n",
    });
  }, 30_000);

  it("is an error when the port was asked for by name: `serve.ts --port <port>` exits 1 with one line", async () => {
    await expect(startPreviewServer({ root, port: server.port, strictPort: true })).rejects.toThrow(
      `Port ${server.port} is in use`,
    );
    const command = [path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"), "scripts/serve.ts", root];
    const failure = await promisify(execFile)(process.execPath, [...command, "--port", String(server.port)], {
      cwd: projectRoot,
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 1, stderr: `Port ${server.port} is in use\n` });
  }, 30_000);
});

describe("a site built for a base", () => {
  let served: PreviewServer;
  const at = (rawPath: string) => rawRequest(served.url.replace(/\/docs\/$/, ""), rawPath);

  beforeAll(async () => {
    const baseRoot = path.join(folder, "dist-docs");
    await write(path.join(baseRoot, "index.html"), "<h1>Home</h1>");
    await write(path.join(baseRoot, "about/index.html"), "<h1>About</h1>");
    await write(path.join(baseRoot, "404.html"), "<h1>Not found page</h1>");
    await write(path.join(baseRoot, markerFile), builtMarker("/docs/").version);
    await symlink(path.join(folder, "outside/notes.txt"), path.join(baseRoot, "notes.txt"));
    served = await startPreviewServer({ root: baseRoot, port: 0, log: () => {} });
  });

  afterAll(async () => {
    await served.close();
  });

  it("is served under the base its build recorded, on 127.0.0.1", async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    expect((await at("/docs/")).body.toString()).toBe("<h1>Home</h1>");
    expect((await at("/docs/about")).body.toString()).toBe("<h1>About</h1>");
    expect(await at("/docs")).toMatchObject({ status: 301, headers: { location: "/docs/" } });
  });

  it.each(["/", "/about", "/docs-other/", "/docs/../about", "/docs/%2e%2e/dist.env", "/docs/notes.txt"])(
    "answers %s with the not-found page, never a file outside the base or the root",
    async (rawPath) => {
      const answer = await at(rawPath);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe("<h1>Not found page</h1>");
    },
  );
});
