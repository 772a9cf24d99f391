import { z } from "zod";

/** An image in public/, with the intrinsic size the browser needs to reserve its box. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
}

/** Where a link seen in a document points; collected so the loader can check it against the routes. */
export interface LinkUse {
  href: string;
}

/** What asset schemas check against. The loader fills it; the JSON Schema generator passes an empty one. */
export interface AssetContext {
  /** Images under public/, keyed by their URL path ("/art/blog/1.svg"). */
  images: ReadonlyMap<string, { width: number; height: number }>;
  /** External hosts a link may start with, written "{name}/path" in YAML. */
  hosts: Readonly<Record<string, string>>;
  /** Every internal link parsed, for the link check that runs after all routes are known. */
  links: LinkUse[];
}

const hostPrefix = /^\{([a-z][a-zA-Z0-9-]*)\}/;

export function createAssetKit(context: AssetContext) {
  /** A path to an image in public/. Resolves to its src, width and height. */
  const image = () =>
    z
      .string()
      .startsWith("/", { error: 'expected a path that starts with "/" and names a file in public/' })
      .transform((src, ctx): ImageAsset => {
        const size = context.images.get(src);
        if (!size) {
          ctx.issues.push({
            code: "custom",
            input: src,
            message: `image "${src}" is not in public/`,
            params: { code: "missing-image" },
          });
          return { src, width: 0, height: 0 };
        }
        return { src, ...size };
      })
      .meta({ description: 'Path of an image under public/, for example "/art/blog/1.svg".' });

  /**
   * A link target: a site path ("/contact/contact-v2", "/#planes"), a full URL, a mailto:/tel: link,
   * or "{host}/path" for one of the hosts in content/site.yaml.
   */
  const link = () =>
    z
      .string()
      .min(1)
      .transform((href, ctx) => {
        const host = hostPrefix.exec(href);
        if (host) {
          const base = context.hosts[host[1] ?? ""];
          if (base === undefined) {
            const known = Object.keys(context.hosts).map((name) => `{${name}}`);
            ctx.issues.push({
              code: "custom",
              input: href,
              message: `unknown host "{${host[1]}}"; site.yaml declares ${known.join(", ") || "no hosts"}`,
              params: { code: "unknown-host" },
            });
            return href;
          }
          return base + href.slice(host[0].length);
        }
        if (href.startsWith("/")) context.links.push({ href });
        return href;
      })
      .meta({
        description:
          'Where the link goes: a site path ("/blog/1", "/#planes"), a full URL, mailto:/tel:, or "{host}/path" for a host named in content/site.yaml.',
      });

  return { image, link };
}

export type AssetKit = ReturnType<typeof createAssetKit>;
