// What the review components take beside review.list's answer (src/lib/trpc/contract.ts).

/** Texts a review card needs, in the page's language. */
export interface ReviewCardTexts {
  /** With `{rating}`. */
  stars: string;
  /** With `{date}`. */
  visitedOn: string;
  /** With `{service}`. */
  service: string;
}

export interface ReviewCardContext {
  locale: 'vi' | 'en';
  texts: ReviewCardTexts;
  /** `serviceType` → its name in the page's language. */
  serviceNames: Record<string, string>;
}
