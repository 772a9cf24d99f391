import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"comparison-table">[] = [
  {
    type: "comparison-table",
    heading: "How we {compare}",
    providers: ["Cloudnest", "HostOne", "WebBox", "SiteHub"],
    highlight: 1,
    rows: [
      { feature: "Free SSL certificate", values: [true, true, false, true] },
      { feature: "Daily backups", values: [true, false, false, true] },
      { feature: "Support around the clock", values: [true, false, true, false] },
    ],
  },
];
