import { Picture } from '@/components/content/picture';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ImageView } from '@/content/collections';

/** Card sizes for a 1–3 column grid inside the 72rem content column. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw';

export interface ContentCardProps {
  href: string;
  title: string;
  image: ImageView;
  /** Heading level of the title inside the page's outline. */
  level?: 2 | 3;
  meta?: ReactNode;
  children?: ReactNode;
  /** Aspect class of the picture, e.g. `aspect-[16/9]` or `aspect-square`. */
  aspect?: string;
}

/** A linked card: picture, title, optional meta line and summary. The whole title is the link. */
export function ContentCard({
  href,
  title,
  image,
  level = 2,
  meta,
  children,
  aspect = 'aspect-[3/2]',
}: ContentCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={`relative ${aspect} overflow-hidden bg-slate-100 dark:bg-slate-800`}>
        <Picture
          src={image.src}
          alt={image.alt}
          fill
          sizes={CARD_IMAGE_SIZES}
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-semibold leading-snug text-slate-950 dark:text-white">
          <Link
            href={href}
            prefetch={false}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary-700"
          >
            {title}
          </Link>
        </Heading>
        {meta ? <div className="text-sm text-slate-700 dark:text-slate-300">{meta}</div> : null}
        {children ? (
          <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
        ) : null}
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
