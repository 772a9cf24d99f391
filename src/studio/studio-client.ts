import type {
  LinkTarget,
  MovedPage,
  OpenedFile,
  PageReference,
  PageRefusal,
  RecordChoice,
  StudioBlockGroup,
  StudioImage,
  StudioIssue,
  StudioPages,
} from "./studio-api-types";

/** The studio's calls to its server, each with the session's token from the address the command printed. */
const token = new URLSearchParams(window.location.search).get("token") ?? "";

export type StudioAnswer<T> = { ok: true; value: T } | { ok: false; status: number; body: unknown };

async function call<T>(method: string, path: string, body?: unknown): Promise<StudioAnswer<T>> {
  const bytes = body instanceof Blob;
  const response = await fetch(`/_studio/api/${path}`, {
    method,
    headers: {
      "x-studio-token": token,
      ...(body === undefined ? {} : { "content-type": bytes ? "application/octet-stream" : "application/json" }),
    },
    body: body === undefined || bytes ? body : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  return response.ok ? { ok: true, value: answer as T } : { ok: false, status: response.status, body: answer };
}

/** Why a call was refused, in the server's words. */
export function refusalText(answer: { body: unknown }): string {
  const body = answer.body as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : "the studio's server refused the request";
}

/** The places a refusal names as its reason (the links that lead to a page), when it names any. */
export function refusalReferences(answer: { body: unknown }): PageReference[] {
  const body = answer.body as Partial<PageRefusal> | null;
  return Array.isArray(body?.references) ? body.references : [];
}

export const studioClient = {
  pages: () => call<StudioPages>("GET", "pages"),
  blocks: () => call<StudioBlockGroup[]>("GET", "blocks"),
  /** A new page at `route`, starting from the blocks of the page at `from` when one is named, then `blocks`' starters. */
  createPage: (route: string, blocks: string[], from?: string) =>
    call<{ route: string; file: string }>("POST", "pages", { route, blocks, ...(from ? { from } : {}) }),
  /** Moves the page of `file` to `route`, with a redirect from its old route when `redirect` is set. */
  movePage: (file: string, route: string, redirect: boolean) =>
    call<MovedPage>("POST", "move", { file, route, redirect }),
  deletePage: (file: string) =>
    call<{ route: string; file: string }>("DELETE", `page?path=${encodeURIComponent(file)}`),
  open: (file: string) =>
    call<OpenedFile & { data: unknown; route: string }>("GET", `file?path=${encodeURIComponent(file)}`),
  images: () => call<{ images: StudioImage[]; uploadBytes: number }>("GET", "images"),
  links: () => call<LinkTarget[]>("GET", "links"),
  records: () => call<Partial<Record<string, RecordChoice[]>>>("GET", "records"),
  /** Takes a photo into public/ at `file` ("public/photos/team.jpg"); a name taken already is refused, with a free one. */
  upload: (file: string, photo: Blob) =>
    call<{ src: string; width: number; height: number }>("POST", `upload?path=${encodeURIComponent(file)}`, photo),
  check: (file: string, opened: string, data: unknown) =>
    call<{ text: string; issues: StudioIssue[] }>("POST", "check", { file, opened, data }),
  save: (file: string, opened: string, data: unknown, version: string) =>
    call<OpenedFile & { issues: StudioIssue[] }>("PUT", "file", { file, opened, data, version }),
  thumbnailAddress: (src: string) =>
    `/_studio/thumbnail?token=${encodeURIComponent(token)}&src=${encodeURIComponent(src)}`,
  previewAddress: (file: string, revision: number) =>
    `/_studio/preview?token=${encodeURIComponent(token)}&file=${encodeURIComponent(file)}&revision=${revision}`,
};
