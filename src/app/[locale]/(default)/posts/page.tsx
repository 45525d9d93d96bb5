import { PageShell } from '@/components/layout/page-shell';
import { PostList } from '@/components/post/post-list';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('posts');

export default async function PostsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="posts">
      <PostList locale={locale} page={1} />
    </PageShell>
  );
}
