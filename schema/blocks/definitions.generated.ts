// Written by npm run generate from schema/blocks/<type>.ts; a unit test fails when it is out of date.
import { authFormBlock } from "./auth-form";
import { bannerBlock } from "./banner";
import { blogListBlock } from "./blog-list";
import { blogPostBlock } from "./blog-post";
import { blogTeasersBlock } from "./blog-teasers";
import { cardGridBlock } from "./card-grid";
import { chatButtonBlock } from "./chat-button";
import { comparisonTableBlock } from "./comparison-table";
import { contactModalBlock } from "./contact-modal";
import { countersBlock } from "./counters";
import { courseListBlock } from "./course-list";
import { donationCardsBlock } from "./donation-cards";
import { faqBlock } from "./faq";
import { footerBlock } from "./footer";
import { headerBlock } from "./header";
import { heroBlock } from "./hero";
import { hostingPlansBlock } from "./hosting-plans";
import { logoSliderBlock } from "./logo-slider";
import { mapEmbedBlock } from "./map-embed";
import { messageFormBlock } from "./message-form";
import { notFoundBlock } from "./not-found";
import { pageBannerBlock } from "./page-banner";
import { portfolioDetailBlock } from "./portfolio-detail";
import { portfolioGridBlock } from "./portfolio-grid";
import { pricingPlansBlock } from "./pricing-plans";
import { progressBarsBlock } from "./progress-bars";
import { projectNavBlock } from "./project-nav";
import { propertyTabsBlock } from "./property-tabs";
import { seatPricingBlock } from "./seat-pricing";
import { selectSearchBlock } from "./select-search";
import { serverMapBlock } from "./server-map";
import { serviceDetailBlock } from "./service-detail";
import { skillBarsBlock } from "./skill-bars";
import { splitFeatureBlock } from "./split-feature";
import { tabbedShowcaseBlock } from "./tabbed-showcase";
import { tagListBlock } from "./tag-list";
import { teamGridBlock } from "./team-grid";
import { testimonialSliderBlock } from "./testimonial-slider";
import { timelineBlock } from "./timeline";

/** Every block type's definition, by its type, in the order of their names. */
export const blockDefinitions = {
  "auth-form": authFormBlock,
  banner: bannerBlock,
  "blog-list": blogListBlock,
  "blog-post": blogPostBlock,
  "blog-teasers": blogTeasersBlock,
  "card-grid": cardGridBlock,
  "chat-button": chatButtonBlock,
  "comparison-table": comparisonTableBlock,
  "contact-modal": contactModalBlock,
  counters: countersBlock,
  "course-list": courseListBlock,
  "donation-cards": donationCardsBlock,
  faq: faqBlock,
  footer: footerBlock,
  header: headerBlock,
  hero: heroBlock,
  "hosting-plans": hostingPlansBlock,
  "logo-slider": logoSliderBlock,
  "map-embed": mapEmbedBlock,
  "message-form": messageFormBlock,
  "not-found": notFoundBlock,
  "page-banner": pageBannerBlock,
  "portfolio-detail": portfolioDetailBlock,
  "portfolio-grid": portfolioGridBlock,
  "pricing-plans": pricingPlansBlock,
  "progress-bars": progressBarsBlock,
  "project-nav": projectNavBlock,
  "property-tabs": propertyTabsBlock,
  "seat-pricing": seatPricingBlock,
  "select-search": selectSearchBlock,
  "server-map": serverMapBlock,
  "service-detail": serviceDetailBlock,
  "skill-bars": skillBarsBlock,
  "split-feature": splitFeatureBlock,
  "tabbed-showcase": tabbedShowcaseBlock,
  "tag-list": tagListBlock,
  "team-grid": teamGridBlock,
  "testimonial-slider": testimonialSliderBlock,
  timeline: timelineBlock,
};
