/** Motifs of clients who offer a service: banks, clinics, schools, studios, hotels, estate agents. */
import { type Trade, outline } from "./portfolio-motif.ts";
import { circle, ellipse, g, path, rect } from "./svg.ts";

export const SERVICE_TRADES = {
  bank: {
    words: /\bbank|\bcredit union/i,
    draw: (k) =>
      path("M24 3l21 12H3zM4 41h40v5H4z", k.main) +
      path("M8 19h6v19H8zM21 19h6v19h-6zM34 19h6v19h-6z", k.alt) +
      circle(24, 10, 2.5, k.light),
  },
  fitness: {
    words: /\bfitness|\bgym\b/i,
    draw: (k) =>
      rect(17, 21, 14, 6, 0, k.alt) +
      g(
        { fill: k.main },
        rect(4, 16, 7, 16, 2),
        rect(11, 10, 7, 28, 3),
        rect(30, 10, 7, 28, 3),
        rect(37, 16, 7, 16, 2),
      ),
  },
  tutors: {
    words: /\btutor/i,
    draw: (k) =>
      path("M12 23v9c4 5 20 5 24 0v-9l-12 5z", k.alt) +
      path("M24 8l22 10-22 10L2 18z", k.main) +
      path("M40 20v14", undefined, outline(k.alt, 2.5)) +
      circle(40, 37, 3, k.alt),
  },
  school: {
    words: /\bschool|\bacademy|\bcollege/i,
    draw: (k) =>
      path("M6 42l3-11L33 7l8 8-24 24z", k.main) +
      path("M33 7l4-4a3 3 0 0 1 4 0l4 4a3 3 0 0 1 0 4l-4 4z", k.alt) +
      path("M6 42l3-11 8 8z", k.light) +
      path("M6 42l1-4 3 3z", k.main),
  },
  clinic: {
    words: /\bclinic|\bmedical|\bhospital/i,
    draw: (k) => circle(24, 24, 21, k.main) + path("M20 11h8v9h9v8h-9v9h-8v-9h-9v-8h9z", k.light),
  },
  dental: {
    words: /\bdental|\bdentist/i,
    draw: (k) =>
      path(
        "M24 9c-4-4-14-5-17 3-3 8 2 13 3 19 1 7 2 14 6 14 4 0 3-10 8-10s4 10 8 10 5-7 6-14c1-6 6-11 3-19-3-8-13-7-17-3z",
        k.main,
      ) +
      path("M13 16c1-3 4-4 7-3", undefined, outline(k.light, 3)) +
      path("M40 2v8M36 6h8", undefined, outline(k.alt, 2.5)),
  },
  health: {
    words: /\bhealth|\bcare clinic/i,
    draw: (k) =>
      path("M24 42S4 30 4 16a10 10 0 0 1 20-4 10 10 0 0 1 20 4c0 14-20 26-20 26z", k.main) +
      path("M3 24h13l3-6 5 12 4-8 2 2h15", undefined, outline(k.alt, 3)),
  },
  legal: {
    words: /\blegal|\blaw\b|\blawyers/i,
    draw: (k) =>
      path("M24 6v36M14 45h20M6 12h36M8 12L2 27M8 12l6 15M40 12l-6 15M40 12l6 15", undefined, outline(k.main, 2.5)) +
      path("M1 27h14a7 7 0 0 1-14 0zM33 27h14a7 7 0 0 1-14 0z", k.alt) +
      circle(24, 6, 3.5, k.main),
  },
  insurance: {
    words: /\binsurance|\bassurance/i,
    draw: (k) =>
      path("M24 24v15a4 4 0 0 1-8 0", undefined, outline(k.alt, 3.5)) +
      path("M3 25a21 21 0 0 1 42 0c-3-3-7-3-10 0-3-3-8-3-11 0-3-3-8-3-11 0-3-3-7-3-10 0z", k.main) +
      path("M24 4V1", undefined, outline(k.main, 3)),
  },
  museum: {
    words: /\bmuseum|\bgallery/i,
    draw: (k) =>
      path("M15 7l9-5 9 5", undefined, outline(k.main, 2.5)) +
      rect(4, 8, 40, 34, 3, "none", outline(k.main, 4)) +
      path("M9 37l11-13 8 9 5-5 7 9z", k.alt) +
      circle(32, 17, 4, k.main),
  },
  homes: {
    words: /\bhomes?\b|\bhousing/i,
    draw: (k) =>
      path("M24 8L42 22v22H6V22z", k.main) +
      path("M2 22L24 4l22 18", undefined, outline(k.alt, 4)) +
      rect(20, 30, 8, 14, 2, k.light) +
      rect(11, 26, 6, 6, 1, k.light),
  },
  realty: {
    words: /\brealty|\bestate/i,
    draw: (k) =>
      path("M8 4v42M8 8h32M16 8v6M34 8v6", undefined, outline(k.alt, 3)) +
      rect(12, 14, 28, 22, 3, k.main) +
      path("M26 18l8 6v8H18v-8z", k.light),
  },
  works: {
    words: /\bworks\b|\bconstruction|\bbuilders/i,
    draw: (k) =>
      path("M8 33a16 16 0 0 1 32 0z", k.main) +
      rect(3, 33, 42, 6, 3, k.alt) +
      path("M24 18v12M17 21v9M31 21v9", undefined, outline(k.light, 3)),
  },
  landscaping: {
    words: /\bstone\b|\bgarden|\blandscap/i,
    draw: (k) =>
      path("M22 2l12 14h-5l9 12h-6l8 10H8l8-10h-6l9-12h-5z", k.main) +
      rect(20, 38, 5, 7, 0, k.alt) +
      path("M28 46c0-4 4-7 9-7s9 3 9 7zM2 46c0-3 3-5 7-5s7 2 7 5z", k.alt),
  },
  hotels: {
    words: /\bhotels?\b|\bresort|\binn\b/i,
    draw: (k) =>
      path("M21 11h6M24 11v6", undefined, outline(k.main, 3)) +
      path("M6 36a18 18 0 0 1 36 0z", k.main) +
      rect(3, 38, 42, 6, 2, k.alt) +
      path("M13 30a12 12 0 0 1 7-9", undefined, outline(k.light, 3)),
  },
  charity: {
    words: /\bcharity|\bfoundation|\blighthouse/i,
    draw: (k) =>
      path("M31 9l15-4v12zM17 9L2 5v12z", k.alt, { opacity: 0.6 }) +
      path("M18 14h12l4 31H14zM17 6l7-5 7 5z", k.main) +
      rect(19, 6, 10, 8, 1, k.alt) +
      path("M17 23h14l.8 6H16.2zM15.6 35h16.8l.6 5H15z", k.light),
  },
  studio: {
    words: /\bstudio|\bember\b/i,
    draw: (k) =>
      path("M24 2c2 8 14 14 14 28a14 14 0 0 1-28 0c0-8 5-12 7-18 2 4 2 7 5 9 2-6 2-12 2-19z", k.main) +
      path("M24 45a7 7 0 0 1-7-7c0-5 4-7 5-11 3 3 9 6 9 11a7 7 0 0 1-7 7z", k.alt),
  },
  events: {
    words: /\bevents?\b|\blantern|\bparty/i,
    draw: (k) =>
      path("M24 1v6", undefined, outline(k.main, 3)) +
      path("M16 8h16l-3 5H19zM14 13h20c2 6 2 20 0 26H14c-2-6-2-20 0-26zM17 39h14l2 6H15z", k.main) +
      path("M24 18c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10z", k.alt),
  },
  pets: {
    words: /\bpets?\b|\bvet\b|\bveterinar/i,
    draw: (k) =>
      path("M24 24c-7 0-13 8-13 14 0 4 3 6 7 6 3 0 4-2 6-2s3 2 6 2c4 0 7-2 7-6 0-6-6-14-13-14z", k.main) +
      g(
        { fill: k.alt },
        ellipse(9, 21, 4, 5.5),
        ellipse(18, 10, 4.5, 6),
        ellipse(30, 10, 4.5, 6),
        ellipse(39, 21, 4, 5.5),
      ),
  },
  spa: {
    words: /\bspa\b|\bwellness|\bmassage/i,
    draw: (k) =>
      path("M24 37C16 35 7 27 7 18c8 0 15 8 17 19zM24 37c8-2 17-10 17-19-8 0-15 8-17 19z", k.alt) +
      path("M24 8c5 6 7 17 0 29-7-12-5-23 0-29z", k.main) +
      path("M5 42c11 4 27 4 38 0", undefined, outline(k.main, 3)),
  },
} satisfies Record<string, Trade>;
