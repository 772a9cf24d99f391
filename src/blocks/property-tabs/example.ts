import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"property-tabs">[] = [
  {
    type: "property-tabs",
    eyebrow: "Listings",
    heading: "Homes for {every chapter}",
    tabs: [
      {
        label: "PROPERTY",
        listings: [
          {
            name: "Maple Row House",
            address: "14 Maple Row, Portland",
            price: "$485,000",
            image: "/art/estate/house-1.svg",
            facts: ["3 beds", "2 baths"],
          },
        ],
      },
      {
        label: "CONDOS",
        listings: [
          {
            name: "Harbour View 12B",
            address: "200 Quay St, Seattle",
            price: "$362,000",
            image: "/art/estate/condo-1.svg",
          },
        ],
      },
      {
        label: "LAND",
        listings: [
          {
            name: "Cedar Ridge Plot",
            address: "Lot 7, Cedar Ridge",
            price: "$96,000",
            image: "/art/estate/land-1.svg",
          },
        ],
      },
    ],
  },
];
