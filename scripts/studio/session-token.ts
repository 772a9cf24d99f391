import { randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for one run of the studio: 24 random bytes, written in URL-safe base64. */
export function newSessionToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Whether a request's token is the session's, compared in constant time so its timing tells nothing. */
export function isSessionToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
