import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { parseDocument } from "yaml";
import { devPageDocument } from "../../src/engine/dev/dev-request";
import { inputLimits } from "../../src/engine/read/input-limits";
import { isMapping } from "../../src/engine/read/yaml-data";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import { createPage } from "../new-page/new-page";
import { normalRoute, pageFileOf } from "../new-page/page-file";
import { writablePath } from "./writable-path";
import type { PageOperationRefusal } from "./operated-page";
import { deletePage } from "./page-delete";
import { movePage } from "./page-move";
import { blockPicturePath, studioBlockCatalog } from "./block-catalog";
import { savePhotoUpload, uploadBody, uploadBytes } from "./photo-upload";
import { studioImages, thumbnail, type ThumbnailCache } from "./public-images";
import { studioApiPrefix, studioPreviewPrefix, studioThumbnailPrefix } from "./request-guard";
import { linkTargets, recordChoices } from "./site-choices";
import { openFile, saveFile } from "./studio-files";
import type { LoadResult } from "../../src/engine/load-site";
import { issuesOf, loadStudioSite, studioPages } from "./studio-site";
import { rewrittenYaml } from "./yaml-rewrite";

/**
 * What the studio keeps while it runs: the root of the site, each page's unsaved text, which the
 * preview shows, the image picker's thumbnails, and the hash of its code, which keys the validation
 * cache the list of pages is read through.
 */
export interface StudioState {
  root: string;
  unsaved: Map<string, string>;
  thumbnails: ThumbnailCache;
  codeHash: string;
  /**
   * The site as the last check loaded it, with the page and text checked: the form asks for the
   * preview of that text at once after its check, which draws it from this load rather than loading
   * the site a second time for the same keystroke.
   */
  checked?: { file: string; text: string; result: LoadResult };
}

type Answer = { status: number; json: unknown } | { status: number; html: string } | { status: number; png: Buffer };

/** An upload's length as its request declares it, when it does. */
const declaredLength = (request: IncomingMessage) => {
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) ? length : undefined;
};

/** A request's body as JSON, refused past the size a file of the site may be. */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The body holds a page's text twice (as opened, and as data) and a little more.
    if (size > 3 * inputLimits.fileBytes) throw new RangeError("the request is too large");
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
}

const refused = (reason: string, status = 400): Answer => ({ status, json: { error: reason } });

const stringField = (body: unknown, key: string) =>
  isMapping(body) && typeof body[key] === "string" ? body[key] : undefined;

/** An edit of a page: the file, the text it was opened with, and the page as the form has it now. */
function pageEdit(body: unknown): { file: string; opened: string; data: unknown } | undefined {
  const file = stringField(body, "file");
  const opened = stringField(body, "opened");
  if (file === undefined || opened === undefined || !isMapping(body) || !isMapping(body.data)) return undefined;
  return { file, opened, data: body.data };
}

/** The page's text after an edit, kept as unsaved for the preview, with the engine's problems of that text. */
async function checkedEdit(state: StudioState, edit: { file: string; opened: string; data: unknown }) {
  const text = rewrittenYaml(edit.opened, edit.data);
  state.unsaved.set(edit.file, text);
  const result = await loadStudioSite(state.root, state.unsaved, { codeHash: state.codeHash });
  state.checked = { file: edit.file, text, result };
  return { text, issues: issuesOf(result, edit.file) };
}

/** The page file of a route as typed, where the studio may write it, or why not. */
async function pagePlace(root: string, typed: string): Promise<Answer | undefined> {
  const route = normalRoute(typed);
  const place = typeof route === "string" ? await writablePath(root, pageFileOf(route)) : route;
  if ("refused" in place) return refused(place.refused, 403);
  if ("error" in place) return refused(place.error);
  return undefined;
}

/** Creates a page, from starter blocks or from the blocks of another page, which is read only where it may be written. */
async function createAnswer(state: StudioState, body: unknown): Promise<Answer> {
  const blocks =
    isMapping(body) && Array.isArray(body.blocks) ? body.blocks.filter((type) => typeof type === "string") : [];
  const route = stringField(body, "route") ?? "";
  const from = stringField(body, "from") || undefined;
  const refusal =
    (await pagePlace(state.root, route)) ?? (from === undefined ? undefined : await pagePlace(state.root, from));
  if (refusal) return refusal;
  const created = await createPage(state.root, { route, from, blocks });
  return "error" in created ? refused(created.error, created.status === 1 ? 409 : 400) : { status: 201, json: created };
}

/** A page operation's refusal as the API answers it: the reason, and the places that keep it, when those are why. */
const operationRefused = ({ refused: error, status, references }: PageOperationRefusal): Answer => ({
  status,
  json: { error, ...(references ? { references } : {}) },
});

/** Moves a page; what it was typed as, unsaved, is let go with its old file. */
async function moveAnswer(state: StudioState, body: unknown): Promise<Answer> {
  const file = stringField(body, "file");
  const route = stringField(body, "route");
  const redirect = isMapping(body) ? body.redirect : undefined;
  if (file === undefined || route === undefined || typeof redirect !== "boolean") {
    return refused("expected { file, route, redirect }");
  }
  const moved = await movePage(state.root, { file, route, redirect });
  if ("refused" in moved) return operationRefused(moved);
  state.unsaved.delete(file);
  return { status: 200, json: moved.moved };
}

/** Deletes a page, and what it was typed as, unsaved. */
async function deleteAnswer(state: StudioState, file: string): Promise<Answer> {
  const deleted = await deletePage(state.root, file);
  if ("refused" in deleted) return operationRefused(deleted);
  state.unsaved.delete(file);
  return { status: 200, json: deleted.deleted };
}

async function apiAnswer(state: StudioState, method: string, url: URL, request: IncomingMessage): Promise<Answer> {
  const route = `${method} ${url.pathname.slice(studioApiPrefix.length)}`;
  if (route === "GET pages") return { status: 200, json: await studioPages(state.root, state.codeHash) };
  if (route === "GET blocks") return { status: 200, json: await studioBlockCatalog() };
  if (route === "GET images") return { status: 200, json: { images: await studioImages(state.root), uploadBytes } };
  if (route === "GET links")
    return {
      status: 200,
      json: linkTargets(await loadStudioSite(state.root, state.unsaved, { codeHash: state.codeHash })),
    };
  if (route === "GET records")
    return {
      status: 200,
      json: recordChoices(await loadStudioSite(state.root, state.unsaved, { codeHash: state.codeHash })),
    };
  if (route === "POST upload") {
    const bytes = await uploadBody(request as AsyncIterable<Buffer>, declaredLength(request));
    if (!Buffer.isBuffer(bytes)) return refused(bytes.refused, bytes.status);
    const saved = await savePhotoUpload(state.root, url.searchParams.get("path") ?? "", bytes);
    if ("refused" in saved) return { status: saved.status, json: { error: saved.refused, freeName: saved.freeName } };
    return { status: 201, json: saved.uploaded };
  }
  if (route === "GET file") {
    const file = url.searchParams.get("path") ?? "";
    const opened = await openFile(state.root, file);
    if ("refused" in opened) return refused(opened.refused, 403);
    const data: unknown = parseDocument(opened.text).toJS();
    return isMapping(data)
      ? { status: 200, json: { ...opened, data, route: pageRouteOf(file).route } }
      : refused("the file does not read as a page", 422);
  }
  if (route === "POST pages") return createAnswer(state, await jsonBody(request));
  if (route === "POST move") return moveAnswer(state, await jsonBody(request));
  if (route === "DELETE page") return deleteAnswer(state, url.searchParams.get("path") ?? "");
  if (route === "POST check") {
    const edit = pageEdit(await jsonBody(request));
    return edit ? { status: 200, json: await checkedEdit(state, edit) } : refused("expected { file, opened, data }");
  }
  if (route === "PUT file") {
    const body = await jsonBody(request);
    const edit = pageEdit(body);
    const version = stringField(body, "version");
    if (!edit || version === undefined) return refused("expected { file, opened, data, version }");
    const { text, issues } = await checkedEdit(state, edit);
    const saved = await saveFile(state.root, edit.file, text, version);
    if ("refused" in saved) return refused(saved.refused, 403);
    if ("conflict" in saved) return { status: 409, json: { conflict: saved.conflict, text } };
    state.unsaved.delete(edit.file);
    return { status: 200, json: { ...saved.saved, issues } };
  }
  return refused(`no such request: ${route}`, 404);
}

/** The page being edited, rendered by the dev server's renderer from its unsaved text. */
async function previewAnswer(server: ViteDevServer, state: StudioState, url: URL): Promise<Answer> {
  const file = url.searchParams.get("file") ?? "";
  const { checked } = state;
  const result =
    checked?.file === file && state.unsaved.get(file) === checked.text
      ? checked.result
      : await loadStudioSite(state.root, state.unsaved, { codeHash: state.codeHash });
  const shown = result.site ?? result.partial;
  const { route } = pageRouteOf(file);
  const page = shown?.pages.find((candidate) => candidate.route === route);
  if (!shown || !page) {
    const message = "The page cannot be shown until its errors are fixed: the list beside the form says where.";
    return { status: 200, html: `<!doctype html><html lang="en"><title>Preview</title><p>${message}</p></html>` };
  }
  return { status: 200, html: await devPageDocument(server, route, shown, page) };
}

async function answerOf(
  server: ViteDevServer,
  state: StudioState,
  request: IncomingMessage,
): Promise<Answer | undefined> {
  const url = new URL(request.url ?? "/", "http://studio");
  const method = request.method ?? "GET";
  if (url.pathname.startsWith(studioApiPrefix)) return apiAnswer(state, method, url, request);
  if (url.pathname === studioPreviewPrefix) return previewAnswer(server, state, url);
  if (url.pathname === studioThumbnailPrefix) {
    const png = await thumbnail(state.root, url.searchParams.get("src") ?? "", state.thumbnails);
    return png ? { status: 200, png } : refused("no image of public/ at that path", 404);
  }
  const picture = /^\/_studio\/pictures\/([a-z0-9-]+)\.png$/.exec(url.pathname)?.[1];
  if (picture) {
    const file = blockPicturePath(picture);
    const png = file && (await readFile(file).catch(() => undefined));
    return png ? { status: 200, png } : refused("no picture of that block", 404);
  }
  return undefined;
}

/** Answers the studio's API, its preview and its pictures; leaves every other request to the next handler. */
export async function handleStudioRequest(
  server: ViteDevServer,
  state: StudioState,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  let answer: Answer | undefined;
  try {
    answer = await answerOf(server, state, request);
  } catch (error) {
    if (!(error instanceof SyntaxError || error instanceof RangeError)) throw error;
    answer = refused(error instanceof RangeError ? error.message : "the request's body is not JSON", 400);
  }
  if (!answer) return false;
  response.statusCode = answer.status;
  response.setHeader("cache-control", "no-store");
  if ("json" in answer) {
    response.setHeader("content-type", "application/json; charset=utf-8");
    response.end(JSON.stringify(answer.json));
  } else if ("html" in answer) {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(answer.html);
  } else {
    response.setHeader("content-type", "image/png");
    response.end(answer.png);
  }
  return true;
}
