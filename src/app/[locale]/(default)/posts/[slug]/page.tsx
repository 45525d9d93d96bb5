import { FormPrivacyNote } from '@/components/privacy/form-privacy-note';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { commentSectionTexts } from '@/components/comments/comment-texts';
import { CommentSection } from '@/components/comments/comment-section';
import { getServerCaller } from '@/server/caller';
import { commentsTag } from '@/server/services/reviews/cache-tags';
import { CoverPicture } from '@/components/content/picture';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/layout/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { PostList } from '@/components/post/post-list';
import { articleLd, eventLd } from '@/components/seo/structured-data';
import { getPost, listPageSlug, listPosts, parseListPageSlug } from '@/content/posts';
import { detailMetadata, defaultSeo } from '@/content/seo';
import { redirectForeignSlug } from '@/content/slug-redirect';
import { listTickets } from '@/content/tickets';
import { getSite } from '@/content/venue';
import { type LocaleSlugParams, renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor, isLocale, otherLocale } from '@/i18n/routing';
import { formatDate, formatVnd } from '@/lib/format';
import type { CommentThreadView } from '@/lib/trpc/contract';

// Only slugs that exist are pages: every published post, plus the list's pages 2… (trang-2, page-2).
export const generateStaticParams = renderOnFirstRequest;

// Approved comments are part of the static post: read at build/regeneration, tagged per post,
// regenerated when one is approved (DESIGN.md §15), with a short safety-net period.
export const revalidate = 300;

/** The post's approved comments, or null when they could not be read (the page says so). */
function loadComments(postId: string): Promise<CommentThreadView[] | null> {
  return unstable_cache(
    async () => {
      try {
        return await (await getServerCaller()).comment.list({ postSlug: postId });
      } catch (error) {
        console.error(`[comments] comment.list failed for ${postId}`, error);
        return null;
      }
    },
    ['post-comments', postId],
    { tags: [commentsTag(postId)], revalidate: 300 },
  )();
}

export async function generateMetadata({ params }: LocaleSlugParams): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const page = parseListPageSlug(locale, slug);
  if (page) {
    const seo = defaultSeo(locale, 'posts');
    const t = await getTranslations({ locale, namespace: 'Content' });
    const title = `${seo?.title ?? ''} – ${t('page', { page })}`;
    return detailMetadata({
      locale,
      key: 'post',
      slugs: { vi: listPageSlug('vi', page), en: listPageSlug('en', page) },
      title,
      // Its own description: the list's, led by the page number.
      description: `${t('page', { page })}: ${seo?.description ?? ''}`,
    });
  }
  const post = getPost(locale, slug);
  if (!post) return {};
  return detailMetadata({
    locale,
    key: 'post',
    slugs: post.slugs,
    title: post.title,
    description: post.excerpt,
    image: post.cover.src,
    type: 'article',
    keywords: post.tags,
  });
}

export default async function PostPage({ params }: LocaleSlugParams) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const t = await getTranslations({ locale, namespace: 'Content' });
  const parents = [{ label: tNav('posts'), href: hrefFor(locale, 'posts') }];

  const page = parseListPageSlug(locale, slug);
  if (page) {
    return (
      <PageShell
        locale={locale}
        route="posts"
        title={`${tNav('posts')} – ${t('page', { page })}`}
        parents={parents}
      >
        <PostList locale={locale} page={page} />
      </PageShell>
    );
  }

  const post = getPost(locale, slug);
  if (!post) {
    const other = otherLocale(locale);
    const foreignPage = parseListPageSlug(other, slug);
    if (foreignPage) permanentRedirect(hrefFor(locale, 'post', listPageSlug(locale, foreignPage)));
    redirectForeignSlug(locale, listPosts(locale), slug, 'post');
  }
  const site = getSite(locale);
  // The event's ticket: its price is on the page, so the Event's offer states nothing unseen.
  const eventTicket = post.event
    ? listTickets(locale).find((ticket) => ticket.id === post.event?.ticket)
    : undefined;
  const threads = await loadComments(post.id);
  const commentCount = (threads ?? []).reduce((n, thread) => n + 1 + thread.replies.length, 0);
  return (
    <PageShell locale={locale} route="post" title={post.title} parents={parents}>
      <article>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={post.publishedAt}>
            {t('postedOn', { date: formatDate(post.date, locale) })}
          </time>
          {' · '}
          {t('author')}: {post.author}
        </p>
        <CoverPicture image={post.cover} className="mt-6" />
        <p className="mt-6 max-w-3xl text-lg font-medium text-slate-800 dark:text-slate-200">
          {post.excerpt}
        </p>
        <Prose html={post.html} />
        {eventTicket ? (
          <p className="mt-6 rounded-lg bg-slate-50 p-4 dark:bg-slate-900">
            {t('eventTicket')}{' '}
            <a
              href={hrefFor(locale, 'ticket', eventTicket.slug)}
              className="text-primary-800 underline dark:text-primary-300"
            >
              {eventTicket.name}
            </a>
            {': '}
            <strong>{formatVnd(eventTicket.price, locale)}</strong>
          </p>
        ) : null}
        {post.tags.length ? (
          <p className="mt-8 text-sm text-slate-700 dark:text-slate-300">
            {t('tags')}: {post.tags.join(', ')}
          </p>
        ) : null}
      </article>
      <CommentSection
        postSlug={post.id}
        threads={threads}
        locale={locale}
        texts={await commentSectionTexts(locale, commentCount)}
      >
        <FormPrivacyNote locale={locale} />
      </CommentSection>
      <JsonLd data={articleLd(post, site, locale)} />
      {post.event ? <JsonLd data={eventLd(post, post.event, site, locale, eventTicket)} /> : null}
    </PageShell>
  );
}
