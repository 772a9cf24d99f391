/**
 * What a peer checks every page against: a small zod object per section type, so each peer does
 * validation work comparable to Blockpress's. Takes zod as an argument: Astro validates with its own
 * copy, Eleventy with the bench's.
 */
export function pageSchema(z) {
  const text = z.string();
  const link = z.object({ label: text, href: text.optional(), style: text.optional(), icon: text.optional() });
  const records = z.object({ from: text, ids: z.array(z.number()).optional(), range: z.array(z.number()).optional() });
  const form = {
    fields: z.array(z.object({ name: text, label: text, input: text.optional(), required: z.boolean().optional() })),
    submit: text,
  };
  const section = (type, fields) =>
    z
      .object({
        type: z.literal(type),
        id: text.optional(),
        eyebrow: text.optional(),
        heading: text.optional(),
        lead: text.optional(),
        text: text.optional(),
        surface: text.optional(),
        variant: text.optional(),
        ...fields,
      })
      .passthrough();
  const typed = [
    section("hero", { actions: z.array(link).optional(), image: text.optional(), imageAlt: text.optional() }),
    section("banner", { actions: z.array(link).optional(), image: text.optional() }),
    section("not-found", { action: link, image: text }),
    section("page-banner", { breadcrumbs: z.array(link).optional() }),
    section("faq", { items: z.array(z.object({ question: text, answer: text })) }),
    section("pricing-plans", {
      plans: z.array(
        z.object({
          name: text,
          price: z.object({ monthly: z.number(), yearly: z.number() }),
          info: text.optional(),
          features: z.array(z.object({ text, available: z.boolean().optional() })),
          action: link,
          featured: z.boolean().optional(),
        }),
      ),
    }),
    section("hosting-plans", {
      plans: z.array(z.object({ name: text, details: text, price: z.number(), features: z.array(text), action: link })),
    }),
    section("card-grid", { cards: z.array(z.object({ title: text, text: text.optional(), icon: text.optional() })) }),
    section("counters", {
      items: z.array(z.object({ value: z.number(), label: text, prefix: text.optional(), suffix: text.optional() })),
    }),
    section("logo-slider", { logos: z.array(z.object({ image: text, name: text })) }),
    section("team-grid", { members: z.array(z.object({ name: text, role: text, image: text })) }),
    section("split-feature", {
      image: text,
      points: z.array(z.object({ title: text, text: text })).optional(),
      actions: z.array(link).optional(),
    }),
    section("testimonial-slider", { testimonials: records }),
    section("portfolio-grid", { entries: records }),
    section("blog-teasers", { posts: records, more: link.optional() }),
    section("blog-list", { posts: records }),
    section("message-form", form),
    section("contact-modal", form),
    section("comparison-table", {
      providers: z.array(text),
      rows: z.array(z.object({ feature: text, values: z.array(z.boolean()) })),
    }),
  ];
  // Any other type, the rarer ones and those added to the project later, is checked for the shared fields.
  const typedNames = new Set(typed.map((schema) => schema.shape.type.value));
  const other = section("other", {}).extend({
    type: text.refine((type) => !typedNames.has(type), "the section does not match its type's schema"),
  });
  return z.object({
    title: text.min(1),
    description: text.min(1),
    blocks: z.array(z.union([z.discriminatedUnion("type", typed), other])),
  });
}
