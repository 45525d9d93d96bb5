// Cache tags of the pages that show moderated content (DESIGN.md §5): the reviews page reads under
// REVIEWS_TAG, a post's comments under commentsTag(postId). Kept apart from next/cache so that
// the services and their tests do not load Next's cache module.
export const REVIEWS_TAG = 'reviews';

export function commentsTag(postId: string): string {
  return `comments:${postId}`;
}
