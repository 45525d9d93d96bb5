import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/content/content-card';
import { Pagination } from '@/components/content/pagination';
import { hrefFor, type Locale } from '@/i18n/routing';
import { listPageSlug, postPageCount, postsPage } from '@/content/posts';
import { PostCard } from './post-card';

/** One page of the post list with plain-link pagination. */
export async function PostList({ locale, page }: { locale: Locale; page: number }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const total = postPageCount(locale);
  return (
    <>
      <CardGrid>
        {postsPage(locale, page).map((post) => (
          <PostCard key={post.id} post={post} locale={locale} />
        ))}
      </CardGrid>
      <Pagination
        page={page}
        total={total}
        hrefOf={(n) =>
          n === 1 ? hrefFor(locale, 'posts') : hrefFor(locale, 'post', listPageSlug(locale, n))
        }
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          page: (n) => t('page', { page: n }),
        }}
      />
    </>
  );
}
