/**
 * Portfolio thumbnails (800×600): a picture of each project's own work for its own client. The
 * project's name says both ("Atlas Freight social media kit"): the kind of work picks the scene
 * (social posts, an app's screens, a website, posters), and the client's trade gives the motif the
 * scene shows where a real mock-up would (a truck on Atlas Freight's posts).
 */
import type { Palette } from "./palette.ts";
import { appKind } from "./portfolio-app.ts";
import { identityKind, brandBoardKind } from "./portfolio-brand.ts";
import { dashboardKind } from "./portfolio-dashboard.ts";
import { campaignKind, packagingKind } from "./portfolio-print.ts";
import { socialKind } from "./portfolio-social.ts";
import { H, W } from "./portfolio-stage.ts";
import { websiteKind } from "./portfolio-website.ts";
import { WORK_ENDINGS, type WorkDrawing, type WorkKind, workOf } from "./portfolio-work.ts";
import { Rng } from "./random.ts";
import { Doc } from "./svg.ts";

const KINDS: Record<WorkKind, WorkDrawing> = {
  app: appKind,
  website: websiteKind,
  identity: identityKind,
  campaign: campaignKind,
  packaging: packagingKind,
  dashboard: dashboardKind,
  brandBoard: brandBoardKind,
  social: socialKind,
};

export interface PortfolioProject {
  id: number;
  name: string;
}

/** One project's thumbnail, seeded by its id so the same project always draws the same picture. */
export function portfolioThumb(project: PortfolioProject, palette: Palette): string {
  const work = workOf(project.name);
  if (!work)
    throw new Error(
      `Portfolio project ${project.id} "${project.name}": its name should end in the kind of work it is, one of: ${WORK_ENDINGS.join(", ")}.`,
    );
  const seed = `portfolio-${project.id}`;
  const doc = new Doc(W, H, seed);
  KINDS[work.kind](doc, palette, new Rng(seed), work);
  return doc.toString();
}
