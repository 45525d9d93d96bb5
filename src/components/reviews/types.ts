// The shapes the review components render: what review.list answers, as plain data.

export interface ReviewView {
  id: string;
  authorName: string;
  profession: string | null;
  avatarUrl: string | null;
  rating: number;
  title: string | null;
  content: string;
  serviceType: string;
  visitDate: string;
}

export interface ReviewPageView {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  page: number;
  pageCount: number;
  reviews: ReviewView[];
}

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
