// The posts comments may be written under: published posts by content id (the same in both
// locales). Read from the compiled JSON collection, as the cart's catalogue does.
import postsJson from '../../../../.contentlayer/generated/Post/_index.json';
import { postSchema } from '@/content/schema';
import { validateCollection, type RawDocument } from '@/content/validate';

let compiled: ReadonlySet<string> | undefined;

export function publishedPostIds(): ReadonlySet<string> {
  compiled ??= new Set(
    validateCollection(postSchema, postsJson as unknown as RawDocument[])
      .filter((post) => !post.draft)
      .map((post) => post.id),
  );
  return compiled;
}
