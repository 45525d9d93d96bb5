import { ContentCard } from '@/components/content/content-card';
import { hrefFor, type Locale } from '@/i18n/routing';
import type { PostView } from '@/content/posts';
import { formatDate } from '@/lib/format';

export function PostCard({
  post,
  locale,
  level = 2,
}: {
  post: PostView;
  locale: Locale;
  level?: 2 | 3;
}) {
  return (
    <ContentCard
      href={hrefFor(locale, 'post', post.slug)}
      title={post.title}
      image={post.cover}
      level={level}
      aspect="aspect-[16/9]"
      meta={<time dateTime={post.date}>{formatDate(post.date, locale)}</time>}
    >
      <p>{post.excerpt}</p>
    </ContentCard>
  );
}
