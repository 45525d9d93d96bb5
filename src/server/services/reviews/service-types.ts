// What a review may be about (DESIGN.md §17 `review.create`): the cable car, the restaurant, or a
// published service of content/services (by content id, src/content/projections.ts).
import { publishedServiceIds } from '@/content/projections';

export const FIXED_SERVICE_TYPES = ['cable-car', 'restaurant'] as const;

let accepted: ReadonlySet<string> | undefined;

/** Every accepted `serviceType`. */
export function serviceTypeIds(): ReadonlySet<string> {
  accepted ??= new Set([...FIXED_SERVICE_TYPES, ...publishedServiceIds()]);
  return accepted;
}
