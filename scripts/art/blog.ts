/**
 * Blog illustrations (800×520): each post's picture shows its own subject. Posts are grouped by
 * subject family (search, speed, hosting, design, client stories, learning, charities and children,
 * property, building and measuring) and every post has its own scene in its family's file, so no
 * scene is used for a post it does not show.
 */
import { accessibleForms, analyticsDashboard, staticVsCms } from "./blog-build.ts";
import { bakeryOrders, charityYear, contentTraffic, fitnessBookings, lawFirm, storeRebuild } from "./blog-clients.ts";
import {
  brandRefresh,
  colourPalette,
  designSystem,
  illustration,
  mobileMenus,
  typography,
  whitespace,
} from "./blog-design.ts";
import { maintenance, hostMove, nightOutage, platformUpgrade, siteSecurity, supportPlan } from "./blog-hosting.ts";
import type { Scene } from "./blog-kit.ts";
import { courseFinder, schoolWorkshop, teamTraining } from "./blog-learning.ts";
import { impactStories, monthlyDonors, playCentre, playfulKids } from "./blog-audiences.ts";
import { agentLeads, neighbourhood, virtualTour } from "./blog-property.ts";
import { keywordResearch, localSeo, ranking, seoHabits } from "./blog-search.ts";
import { coreVitals, pageSpeed } from "./blog-speed.ts";

/** The scene of each post in content/blog.yaml, by the post's id. */
export const POST_SCENES: Readonly<Record<number, Scene>> = {
  1: seoHabits,
  2: whitespace,
  3: pageSpeed,
  4: supportPlan,
  5: bakeryOrders,
  6: courseFinder,
  7: monthlyDonors,
  8: playfulKids,
  9: neighbourhood,
  10: coreVitals,
  11: colourPalette,
  12: staticVsCms,
  13: nightOutage,
  14: fitnessBookings,
  15: teamTraining,
  16: impactStories,
  17: playCentre,
  18: virtualTour,
  19: typography,
  20: localSeo,
  21: mobileMenus,
  22: lawFirm,
  23: designSystem,
  24: accessibleForms,
  25: maintenance,
  26: analyticsDashboard,
  27: illustration,
  28: siteSecurity,
  29: storeRebuild,
  30: brandRefresh,
  31: hostMove,
  32: agentLeads,
  33: ranking,
  34: keywordResearch,
  35: contentTraffic,
  36: schoolWorkshop,
  37: platformUpgrade,
  38: charityYear,
};
