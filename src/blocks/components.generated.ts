// Written by npm run generate from src/blocks/<type>/index.tsx and the frame of schema/blocks/<type>.ts; a unit test fails when it is out of date.
import type { BlockModules } from "./block-module";
import * as authFormModule from "./auth-form";
import * as bannerModule from "./banner";
import * as blogListModule from "./blog-list";
import * as blogPostModule from "./blog-post";
import * as blogTeasersModule from "./blog-teasers";
import * as cardGridModule from "./card-grid";
import * as chatButtonModule from "./chat-button";
import * as comparisonTableModule from "./comparison-table";
import * as contactModalModule from "./contact-modal";
import * as countersModule from "./counters";
import * as courseListModule from "./course-list";
import * as donationCardsModule from "./donation-cards";
import * as faqModule from "./faq";
import * as footerModule from "./footer";
import * as headerModule from "./header";
import * as heroModule from "./hero";
import * as hostingPlansModule from "./hosting-plans";
import * as logoSliderModule from "./logo-slider";
import * as mapEmbedModule from "./map-embed";
import * as messageFormModule from "./message-form";
import * as notFoundModule from "./not-found";
import * as pageBannerModule from "./page-banner";
import * as portfolioDetailModule from "./portfolio-detail";
import * as portfolioGridModule from "./portfolio-grid";
import * as pricingPlansModule from "./pricing-plans";
import * as progressBarsModule from "./progress-bars";
import * as projectNavModule from "./project-nav";
import * as propertyTabsModule from "./property-tabs";
import * as seatPricingModule from "./seat-pricing";
import * as selectSearchModule from "./select-search";
import * as serverMapModule from "./server-map";
import * as serviceDetailModule from "./service-detail";
import * as skillBarsModule from "./skill-bars";
import * as splitFeatureModule from "./split-feature";
import * as tabbedShowcaseModule from "./tabbed-showcase";
import * as tagListModule from "./tag-list";
import * as teamGridModule from "./team-grid";
import * as testimonialSliderModule from "./testimonial-slider";
import * as timelineModule from "./timeline";

/** Every block type's component and island rule, by its type: TypeScript checks each against its schema's props. */
export const blockModules: BlockModules = {
  "auth-form": authFormModule,
  banner: bannerModule,
  "blog-list": blogListModule,
  "blog-post": blogPostModule,
  "blog-teasers": blogTeasersModule,
  "card-grid": cardGridModule,
  "chat-button": chatButtonModule,
  "comparison-table": comparisonTableModule,
  "contact-modal": contactModalModule,
  counters: countersModule,
  "course-list": courseListModule,
  "donation-cards": donationCardsModule,
  faq: faqModule,
  footer: footerModule,
  header: headerModule,
  hero: heroModule,
  "hosting-plans": hostingPlansModule,
  "logo-slider": logoSliderModule,
  "map-embed": mapEmbedModule,
  "message-form": messageFormModule,
  "not-found": notFoundModule,
  "page-banner": pageBannerModule,
  "portfolio-detail": portfolioDetailModule,
  "portfolio-grid": portfolioGridModule,
  "pricing-plans": pricingPlansModule,
  "progress-bars": progressBarsModule,
  "project-nav": projectNavModule,
  "property-tabs": propertyTabsModule,
  "seat-pricing": seatPricingModule,
  "select-search": selectSearchModule,
  "server-map": serverMapModule,
  "service-detail": serviceDetailModule,
  "skill-bars": skillBarsModule,
  "split-feature": splitFeatureModule,
  "tabbed-showcase": tabbedShowcaseModule,
  "tag-list": tagListModule,
  "team-grid": teamGridModule,
  "testimonial-slider": testimonialSliderModule,
  timeline: timelineModule,
};

/** The block types whose definition says they frame the page: drawn around its main content. */
export const frameTypes: ReadonlySet<string> = new Set(["footer", "header"]);
