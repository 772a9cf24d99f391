import { z } from "zod";
import type { BlockKit } from "../kit/block-kit";
import { footerBlock } from "./footer";
import { headerBlock } from "./header";
import { notFoundBlock } from "./not-found";
import { heroBlock } from "./hero";
import { splitFeatureBlock } from "./split-feature";
import { cardGridBlock } from "./card-grid";
import { tabbedShowcaseBlock } from "./tabbed-showcase";
import { tagListBlock } from "./tag-list";
import { bannerBlock } from "./banner";
import { seatPricingBlock } from "./seat-pricing";
import { chatButtonBlock } from "./chat-button";
import { pageBannerBlock } from "./page-banner";
import { faqBlock } from "./faq";
import { authFormBlock } from "./auth-form";
import { blogTeasersBlock } from "./blog-teasers";
import { pricingPlansBlock } from "./pricing-plans";
import { testimonialSliderBlock } from "./testimonial-slider";
import { portfolioGridBlock } from "./portfolio-grid";
import { portfolioDetailBlock } from "./portfolio-detail";
import { projectNavBlock } from "./project-nav";
import { blogListBlock } from "./blog-list";
import { blogPostBlock } from "./blog-post";
import { messageFormBlock } from "./message-form";
import { countersBlock } from "./counters";
import { logoSliderBlock } from "./logo-slider";
import { hostingPlansBlock } from "./hosting-plans";
import { teamGridBlock } from "./team-grid";
import { mapEmbedBlock } from "./map-embed";
import { propertyTabsBlock } from "./property-tabs";
import { selectSearchBlock } from "./select-search";
import { courseListBlock } from "./course-list";
import { donationCardsBlock } from "./donation-cards";
import { contactModalBlock } from "./contact-modal";
import { comparisonTableBlock } from "./comparison-table";
import { serverMapBlock } from "./server-map";
import { serviceDetailBlock } from "./service-detail";
import { skillBarsBlock } from "./skill-bars";

/** Every block type. Adding one here is what makes `type: <name>` valid in a page. */
export const blocks = [
  headerBlock,
  footerBlock,
  notFoundBlock,
  pageBannerBlock,
  faqBlock,
  authFormBlock,
  pricingPlansBlock,
  testimonialSliderBlock,
  blogTeasersBlock,
  heroBlock,
  splitFeatureBlock,
  cardGridBlock,
  tabbedShowcaseBlock,
  tagListBlock,
  bannerBlock,
  seatPricingBlock,
  chatButtonBlock,
  portfolioGridBlock,
  portfolioDetailBlock,
  projectNavBlock,
  blogListBlock,
  blogPostBlock,
  messageFormBlock,
  countersBlock,
  logoSliderBlock,
  hostingPlansBlock,
  teamGridBlock,
  mapEmbedBlock,
  propertyTabsBlock,
  selectSearchBlock,
  courseListBlock,
  donationCardsBlock,
  contactModalBlock,
  comparisonTableBlock,
  serverMapBlock,
  serviceDetailBlock,
  skillBarsBlock,
] as const;

type BlockDefinition = (typeof blocks)[number];
export type BlockType = BlockDefinition["type"];
type BlockSchema<Type extends BlockType> = ReturnType<Extract<BlockDefinition, { type: Type }>["schema"]>;

/** Props a block's component receives: the schema's output, references and images resolved. */
export type BlockProps<Type extends BlockType> = z.output<BlockSchema<Type>>;
/** What a page's YAML may say for a block: the schema's input. */
export type BlockInput<Type extends BlockType> = z.input<BlockSchema<Type>>;
/** Props by block type: the one map that the registry and the renderer are typed from. */
export type BlockPropsMap = {
  [Definition in BlockDefinition as Definition["type"]]: z.output<ReturnType<Definition["schema"]>>;
};
/** Any block of a validated page. */
export type Block = BlockPropsMap[BlockType];

export const blockTypes: readonly BlockType[] = blocks.map((block) => block.type);

/** The schema of each block type, for one load of the site. */
export interface BlockSchemas {
  /** The block type's schema; undefined for a name that is no block type. */
  get: (type: string) => z.ZodType<Block> | undefined;
}

/**
 * The block schemas of one load of the site, each built the first time it is asked for: building all
 * of them costs a tenth of a small site's validation, and a run whose pages all come from the
 * validation cache needs none.
 */
export function createBlockSchemas(kit: BlockKit): BlockSchemas {
  const definitions = new Map<string, BlockDefinition>(blocks.map((block) => [block.type, block]));
  const built = new Map<string, z.ZodType<Block>>();
  return {
    get: (type) => {
      const definition = definitions.get(type);
      if (!definition) return undefined;
      let schema = built.get(type);
      if (!schema) built.set(type, (schema = definition.schema(kit)));
      return schema;
    },
  };
}

/** All blocks as one union on `type`, for the JSON Schema editors read. */
export function createBlockUnion(kit: BlockKit) {
  const [first, ...rest] = blocks.map((block) => block.schema(kit));
  if (!first) throw new Error("no block types are defined");
  return z.discriminatedUnion("type", [first, ...rest]);
}
