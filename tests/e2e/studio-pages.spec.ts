import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "./fixtures";
import { noSeriousAxeProblems, studioOnCopy, type StudioOnCopy } from "./studio-on-copy";

/**
 * A marketer's page operations in the studio, on a copy of the site in a temporary folder: a campaign
 * page copied from the FAQ, renamed with the redirect its old path needs, then deleted once nothing
 * leads to it, with the files on disk checked after each step.
 */
let studio: StudioOnCopy;

test.beforeAll(async () => {
  studio = await studioOnCopy();
});

test.afterAll(async () => {
  await studio.stop();
});

const onDisk = (file: string) => readFile(path.join(studio.siteRoot, file), "utf8");
const exists = (file: string) =>
  stat(path.join(studio.siteRoot, file)).then(
    () => true,
    () => false,
  );
const blocksOf = (text: string) => (parse(text) as { blocks: unknown[] }).blocks;

test("a marketer copies a page from another, renames it with a redirect, and deletes it after confirming", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  // The refusal is an answer of the studio's server, which the browser logs as a failed request.
  consoleWatch.allow(/status of 409 \(Conflict\)/);
  await page.goto(studio.address);
  // The first visit waits for Vite to prepare the app's modules.
  const table = page.getByRole("table");
  await expect(table).toContainText("/pages-menu/faq", { timeout: 60_000 });

  // A new page from the FAQ's blocks: on disk at once, with the FAQ's blocks.
  await page.getByLabel("Route").fill("/offers/summer-faq");
  await page.getByLabel("Copy the blocks of").selectOption("/pages-menu/faq");
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { name: "pages/offers/summer-faq.yaml" })).toBeVisible();
  const copied = await onDisk("pages/offers/summer-faq.yaml");
  expect(blocksOf(copied)).toEqual(blocksOf(await onDisk("pages/pages-menu/faq.yaml")));
  await page.getByRole("button", { name: "Back to the pages" }).click();

  // Renamed, the redirect ticked as it is by default: the file moves, site.yaml gains the redirect.
  const siteBefore = await onDisk("content/site.yaml");
  await page.getByRole("button", { name: "Rename or move /offers/summer-faq" }).click();
  const moveDialog = page.getByRole("dialog", { name: "Rename or move /offers/summer-faq" });
  await expect(moveDialog.getByLabel("Send visitors of the old path to the new one")).toBeChecked();
  await noSeriousAxeProblems(page);
  await moveDialog.getByLabel("New route").fill("/offers/summer");
  await moveDialog.getByRole("button", { name: "Move the page" }).click();
  await expect(moveDialog).toBeHidden();
  await expect(
    page.getByText("Moved /offers/summer-faq to /offers/summer; visitors of /offers/summer-faq"),
  ).toBeVisible();
  await expect(table.getByRole("button", { name: "/offers/summer", exact: true })).toBeVisible();
  await expect(table.getByRole("button", { name: "/offers/summer-faq", exact: true })).toHaveCount(0);
  expect(await exists("pages/offers/summer-faq.yaml")).toBe(false);
  expect(await onDisk("pages/offers/summer.yaml")).toBe(copied);
  const redirect = "  - { from: /offers/summer-faq, to: /offers/summer }";
  const siteAfter = await onDisk("content/site.yaml");
  expect(siteAfter.split("\n").filter((line) => !siteBefore.split("\n").includes(line))).toEqual([redirect]);
  expect(siteAfter).toContain("# Paths that appear in older links; each leads to the page it meant.");

  // Deleting is asked first, and refused while the redirect leads to the page: the place is named.
  await page.getByRole("button", { name: "Delete /offers/summer" }).click();
  const deleteDialog = page.getByRole("dialog", { name: "Delete /offers/summer?" });
  const yes = deleteDialog.getByRole("button", { name: "Yes, delete the page" });
  await yes.press("Enter");
  await expect(deleteDialog.getByRole("alert")).toContainText("content/site.yaml");
  await expect(deleteDialog.getByRole("alert")).toContainText("redirects[");
  await noSeriousAxeProblems(page);
  expect(await exists("pages/offers/summer.yaml")).toBe(true);

  // With the redirect taken out of site.yaml (the campaign over), the page goes, and its emptied folder.
  await writeFile(path.join(studio.siteRoot, "content/site.yaml"), siteBefore);
  await yes.press("Enter");
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByText("Deleted /offers/summer (pages/offers/summer.yaml).")).toBeVisible();
  await expect(table.getByRole("button", { name: "/offers/summer", exact: true })).toHaveCount(0);
  expect(await exists("pages/offers/summer.yaml")).toBe(false);
  expect(await exists("pages/offers")).toBe(false);
  await noSeriousAxeProblems(page);
});
