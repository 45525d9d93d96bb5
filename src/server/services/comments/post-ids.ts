// The posts comments may be written under: published posts by content id (the same in both
// locales), from src/content/generated.ts.
import { generatedContent } from '@/content/generated';
import { postSchema } from '@/content/schema';
import { validateCollection, type RawDocument } from '@/content/validate';

let compiled: ReadonlySet<string> | undefined;

export function publishedPostIds(): ReadonlySet<string> {
  compiled ??= new Set(
    validateCollection(postSchema, generatedContent.allPosts as RawDocument[])
      .filter((post) => !post.draft)
      .map((post) => post.id),
  );
  return compiled;
}
