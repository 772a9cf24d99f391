import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fieldRoles } from "../../schema/kit/field-roles";
import { visitFields } from "../../src/engine/validate/schema-fields";

const link = () => z.string().register(fieldRoles, { role: "link" });
const anchor = () => z.string().register(fieldRoles, { role: "anchor" });

/** Every value the walk visits: its role, its path and the value. */
function visited(schema: z.ZodType, value: unknown): [string, string, unknown][] {
  const found: [string, string, unknown][] = [];
  visitFields(schema, value, (role, at, path) => found.push([role.role, path.join("."), at]));
  return found;
}

describe("the walk that finds the fields with a role", () => {
  it("visits links and anchors at their paths, through objects, lists, wrappers and records", () => {
    const schema = z.strictObject({
      id: anchor().optional(),
      title: z.string(),
      buttons: z.array(z.strictObject({ label: z.string(), href: link() })).default([]),
      pair: z.tuple([z.string(), link()]),
      byName: z.record(z.string(), link()),
      both: z.intersection(z.object({ href: link() }), z.object({ more: link().optional() })),
    });
    const value = {
      id: "pricing",
      title: "/not-a-link",
      buttons: [
        { label: "One", href: "/one" },
        { label: "Two", href: "#two" },
      ],
      pair: ["/text", "/second"],
      byName: { home: "/", blog: "/blog" },
      both: { href: "/left", more: "/right" },
    };
    expect(visited(schema, value)).toEqual([
      ["anchor", "id", "pricing"],
      ["link", "buttons.0.href", "/one"],
      ["link", "buttons.1.href", "#two"],
      ["link", "pair.1", "/second"],
      ["link", "byName.home", "/"],
      ["link", "byName.blog", "/blog"],
      ["link", "both.href", "/left"],
      ["link", "both.more", "/right"],
    ]);
  });

  it("follows the union option zod would pick, and the same schema met again inside itself", () => {
    const option = z.union([
      z.strictObject({ kind: z.literal("page"), href: link() }),
      z.strictObject({ kind: z.literal("section"), id: anchor() }),
    ]);
    interface Item {
      href: string;
      children?: Item[];
    }
    const tree: z.ZodType<Item> = z.lazy(() => z.strictObject({ href: link(), children: z.array(tree).optional() }));
    const schema = z.strictObject({ options: z.array(option), tree });
    const value = {
      options: [
        { kind: "section", id: "faq" },
        { kind: "page", href: "/faq" },
      ],
      tree: { href: "/", children: [{ href: "/a", children: [{ href: "/a/b" }] }] },
    };
    expect(visited(schema, value)).toEqual([
      ["anchor", "options.0.id", "faq"],
      ["link", "options.1.href", "/faq"],
      ["link", "tree.href", "/"],
      ["link", "tree.children.0.href", "/a"],
      ["link", "tree.children.0.children.0.href", "/a/b"],
    ]);
  });

  it("skips what does not have the shape the schema reads, and schemas with no role at all", () => {
    const schema = z.strictObject({ buttons: z.array(z.strictObject({ href: link() })), title: z.string() });
    expect(visited(schema, { buttons: "not a list", title: 3 })).toEqual([]);
    expect(visited(schema, { buttons: [null, { href: "/kept" }, "text"] })).toEqual([
      ["link", "buttons.1.href", "/kept"],
    ]);
    expect(visited(z.strictObject({ title: z.string() }), { title: "/x" })).toEqual([]);
  });
});
