/** The languages a page, and a part of a page, can be written in. */
export const languages = ["en", "es"] as const;

export type Language = (typeof languages)[number];
