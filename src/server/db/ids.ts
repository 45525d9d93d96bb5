// Text ids and timestamps, the portable forms the schema uses (DESIGN.md §6).
import { randomBytes } from 'node:crypto';

/** Random, URL-safe, 128-bit id. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** Current time as an ISO-8601 UTC string. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Parses a JSON object column, returning `{}` for anything that is not a JSON object. */
export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch (error) {
    console.error('[store] malformed JSON column, using {}', error);
    return {};
  }
}
