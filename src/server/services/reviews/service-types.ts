// What a review may be about (DESIGN.md §17 `review.create`): the cable car, the restaurant, or a
// service of content/services (by content id), from src/content/generated.ts.
import { generatedContent } from '@/content/generated';
import { serviceSchema } from '@/content/schema';
import { validateCollection, type RawDocument } from '@/content/validate';

export const FIXED_SERVICE_TYPES = ['cable-car', 'restaurant'] as const;

let compiled: ReadonlySet<string> | undefined;

/** Every accepted `serviceType`. */
export function serviceTypeIds(): ReadonlySet<string> {
  compiled ??= new Set([
    ...FIXED_SERVICE_TYPES,
    ...validateCollection(serviceSchema, generatedContent.allServices as RawDocument[])
      .filter((service) => !service.draft)
      .map((service) => service.id),
  ]);
  return compiled;
}
