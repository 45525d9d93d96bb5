import { Picture } from '@/components/content/picture';
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
  /** The picture's `sizes`, for grids other than the 1–3 column one. */
  sizes?: string;
  /** Whether the summary (children) hides on phones, where two cards share a row. */
  summaryFromTablet?: boolean;
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
  sizes = CARD_IMAGE_SIZES,
  summaryFromTablet = false,
}: ContentCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card group">
      <div className={`card-media ${aspect}`}>
        <Picture
          src={image.src}
          alt={image.alt}
          fill
          sizes={sizes}
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <a href={href} className="card-link">
            {title}
          </a>
        </Heading>
        {meta ? <div className="card-text">{meta}</div> : null}
        {children ? (
          <div className={summaryFromTablet ? 'card-text max-sm:hidden' : 'card-text'}>
            {children}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
