// The messages the community and lead forms show for a refused field (`CommunityErrors`).

export type ErrorKey =
  | 'required'
  | 'email'
  | 'min'
  | 'max'
  | 'phone'
  | 'invalidText'
  | 'dateRequired'
  | 'dateInvalid'
  | 'datePast'
  | 'dateFuture'
  | 'rating'
  | 'serviceType';

/** The `CommunityErrors` messages of the page's locale. */
export type ErrorTexts = Record<ErrorKey, string>;
