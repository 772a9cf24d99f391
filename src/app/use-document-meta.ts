import { useEffect } from "react";
import type { PageData } from "../../schema/page";

function setMeta(selector: string, attribute: "content" | "href", value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step with the page shown after client-side navigation: title, description,
 * canonical link and language. The prerendered HTML already has them for the first page.
 */
export function useDocumentMeta(page: PageData, siteUrl: string): void {
  useEffect(() => {
    document.title = page.title;
    document.documentElement.lang = page.lang;
    setMeta('meta[name="description"]', "content", page.description);
    setMeta('meta[property="og:title"]', "content", page.title);
    setMeta('meta[property="og:description"]', "content", page.description);
    setMeta('link[rel="canonical"]', "href", siteUrl + (page.route === "/" ? "/" : page.route));
  }, [page, siteUrl]);
}
