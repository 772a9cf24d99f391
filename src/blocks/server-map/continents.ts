/** Simplified outlines of the seven continents on a 1000 × 500 map, drawn by hand; close enough to recognise. */
export const continents = [
  {
    name: "North America",
    d: "M60 70 L170 45 L330 50 L360 95 L300 130 L290 190 L240 235 L205 250 L175 215 L120 170 L80 130 Z",
  },
  { name: "South America", d: "M245 265 L300 270 L345 310 L330 360 L295 420 L270 470 L255 420 L240 330 Z" },
  { name: "Europe", d: "M445 75 L500 55 L570 60 L580 110 L545 140 L495 150 L455 135 L440 105 Z" },
  { name: "Africa", d: "M450 175 L520 165 L585 185 L610 240 L585 300 L550 370 L520 385 L500 320 L470 260 L445 220 Z" },
  {
    name: "Asia",
    d: "M585 55 L700 40 L850 50 L930 80 L910 150 L860 200 L790 245 L720 235 L660 210 L610 170 L590 120 Z",
  },
  { name: "Oceania", d: "M790 330 L860 310 L920 335 L915 390 L860 410 L800 395 Z" },
  { name: "Antarctica", d: "M170 470 L380 455 L620 458 L830 470 L800 492 L200 492 Z" },
] as const;
