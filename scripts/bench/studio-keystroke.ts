import { tokenHeader } from "../studio/request-guard";
import type { RunningStudio } from "./studio-command";

/** Keystrokes timed in each run, after the list of pages has been asked for. */
export const keystrokes = 3;

async function answered(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

/**
 * What the studio's server does for each keystroke in a page's form, timed to the last byte of each
 * answer: the page checked from its unsaved text, then the preview drawn from it. The form waits a
 * moment after the last key before it asks (src/studio/page-editor.tsx), so the preview shows this
 * long plus that moment after a keystroke.
 */
export async function timeKeystrokes(studio: RunningStudio, file: string): Promise<number[]> {
  const headers = { [tokenHeader]: studio.token, origin: studio.origin, "content-type": "application/json" };
  const opened = JSON.parse(
    await answered(
      await fetch(`${studio.origin}/_studio/api/file?path=${encodeURIComponent(file)}`, { headers }),
      "opening a page",
    ),
  ) as { text: string; data: Record<string, unknown> };
  const times: number[] = [];
  for (let key = 1; key <= keystrokes; key++) {
    const data = { ...opened.data, title: `${String(opened.data.title)} ${"!".repeat(key)}` };
    const started = performance.now();
    await answered(
      await fetch(`${studio.origin}/_studio/api/check`, {
        method: "POST",
        headers,
        body: JSON.stringify({ file, opened: opened.text, data }),
      }),
      "checking a page",
    );
    const preview = `${studio.origin}/_studio/preview?token=${studio.token}&file=${encodeURIComponent(file)}&revision=${key}`;
    await answered(await fetch(preview, { headers }), "the preview");
    times.push(performance.now() - started);
  }
  return times;
}
