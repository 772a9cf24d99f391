import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureSite } from "../helpers/fixture-site";
import { printedStudioAddress, startDevCommand } from "../helpers/dev-command";

/**
 * `npx blockpress dev` as it is run: it prints the studio's address with its token on a line of its
 * own, and serves the studio at /_studio/ under the studio's rules, beside the site's pages.
 */
let child: ChildProcess;
let address: URL;

beforeAll(async () => {
  const started = await startDevCommand(await fixtureSite(), printedStudioAddress);
  child = started.child;
  address = new URL(started.found);
}, 120_000);

afterAll(() => {
  child.kill();
});

describe("the studio inside npx blockpress dev", () => {
  it("answers the studio's calls with the printed token, and refuses them without it or from another Host", async () => {
    const token = address.searchParams.get("token") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const pages = await fetch(new URL("/_studio/api/pages", address), { headers: { "x-studio-token": token } });
    expect(pages.status).toBe(200);
    const bare = await fetch(new URL("/_studio/api/pages", address));
    expect(bare.status).toBe(401);
    const thumbnail = await fetch(new URL("/_studio/thumbnail?src=/favicon.svg", address));
    expect(thumbnail.status).toBe(401);
    const { request } = await import("node:http");
    const rebound = await new Promise<number>((resolve, reject) => {
      const sent = request({
        host: "127.0.0.1",
        port: address.port,
        path: "/_studio/api/pages",
        headers: { host: `attacker.example:${address.port}`, "x-studio-token": token },
      });
      sent.on("response", (response) => resolve(response.statusCode ?? 0)).on("error", reject);
      sent.end();
    });
    expect(rebound).toBe(403);
  });

  it("serves the studio's page, and the site's pages as dev always does", async () => {
    const studio = await fetch(address);
    expect(studio.status).toBe(200);
    expect(await studio.text()).toContain("<title>Blockpress Studio</title>");
    const home = await fetch(new URL("/", address));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
  });
});
