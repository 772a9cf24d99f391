import { z } from "zod";
import { nearestPath } from "../../src/engine/errors/did-you-mean";
import { imageProblems } from "../../src/engine/errors/content-codes";
import { schemaIssue } from "../../src/engine/errors/schema-issue";
import { withBase } from "../../src/routing/base-path";
import type { PublicImage } from "./public-image";
import { resolveLink, isLinkProblem, readLink } from "./link-rules";
import { noteLink, type SiteFacts } from "./validation-context";
import { fieldRole } from "./field-roles";

/**
 * An image in public/, with the intrinsic size the browser needs to reserve its box, and for a photo
 * where its copies are (public-image.ts).
 */
export interface ImageAsset extends PublicImage {
  src: string;
}

/** What every link field takes; docs/blocks.md says it once and calls such fields links. */
export const linkDescription =
  'Where the link goes: a site path ("/blog/1", "/#planes"), an anchor on this page ("#pricing"), a web address (https://...), mailto:, tel:, or "{host}/path" for a host named in content/site.yaml. An anchor must be the id of a section on the page it names.';

/**
 * Image and link fields, checked against the site's files, hosts and redirects. The schemas read only
 * facts that are the same for every document, so one kit serves a whole site. Each is made once, and
 * every field shares it: zod takes about as long to make a schema as to check a hundred values with it.
 */
export function createAssetKit(facts: Pick<SiteFacts, "images" | "hosts" | "redirects" | "base">) {
  /** A path to an image in public/. Resolves to its src, width and height. */
  const imageSchema = z
    .string()
    .startsWith("/", { error: 'expected a path that starts with "/" and names a file in public/' })
    .transform((src, ctx): ImageAsset => {
      const image = facts.images.get(src);
      if (image && "problem" in image) {
        const { hint } = imageProblems[image.problem];
        ctx.issues.push(schemaIssue("unusable-image", src, { src, ...image }, { hint }));
        return { src, width: 0, height: 0 };
      }
      if (image) {
        const { photo } = image;
        const copies = photo && { photo: { ...photo, stem: withBase(facts.base, photo.stem) } };
        return { src: withBase(facts.base, src), width: image.width, height: image.height, ...copies };
      }
      const suggestion = nearestPath(src, facts.images.keys());
      const hint = suggestion === undefined ? undefined : `Did you mean ${suggestion}?`;
      ctx.issues.push(schemaIssue("missing-image", src, { src }, { hint }));
      return { src, width: 0, height: 0 };
    })
    .meta({ description: 'Path of an image under public/, for example "/art/blog/1.svg".', ...fieldRole("image") });

  /**
   * A link: a site path ("/contact/contact-v2", "/#planes"), an anchor on the same page ("#pricing"),
   * a web address, mailto:, tel:, or "{host}/path" for one of the hosts in content/site.yaml. It
   * becomes the address the page writes (resolveLink, link-rules.ts), and is noted as written, for the
   * check of site paths and anchors that runs once every page is known.
   */
  const linkSchema = z
    .string()
    .transform((href, ctx) => {
      const target = readLink(href);
      if (isLinkProblem(target)) {
        ctx.issues.push(schemaIssue(target.code, href, target.facts, { hint: target.hint }));
        return href;
      }
      const resolved = resolveLink(href, target, facts);
      if (resolved === undefined && target.kind === "host" && facts.hosts !== "unchecked") {
        ctx.issues.push(schemaIssue("unknown-host", href, { host: target.host, known: [...facts.hosts.keys()] }));
        return href;
      }
      noteLink({ href, target });
      return resolved ?? href;
    })
    .meta({ description: linkDescription, ...fieldRole("link") });

  return { image: () => imageSchema, link: () => linkSchema };
}

export type AssetKit = ReturnType<typeof createAssetKit>;
