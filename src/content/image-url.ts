// Short URLs for the content pictures (`/images/<folder>/<name>.webp`, drawn by
// scripts/images/generate.mjs): `/img/640/products/ca-phe.webp` instead of
// `/_next/image?url=%2Fimages%2Fproducts%2Fca-phe.webp&w=640&q=75`. Every width of every picture
// is written twice into each page (the HTML srcset and the RSC payload), so on the home this is
// about 1 kB of gzip: the difference between the HTML fitting the first TCP round trip or not.
// next.config.mjs rewrites the short form back to Next's image optimizer (AVIF/WebP negotiation
// and its cache are unchanged); keep CONTENT_IMAGE and the rewrite there in step.
import type { ImageLoaderProps } from 'next/image';

/** A content picture's path: its folder and name. */
const CONTENT_IMAGE = /^\/images\/([a-z0-9-]+)\/([a-z0-9-]+)\.webp$/;

/** The quality the rewrite asks the optimizer for (Next's default and only allowed quality). */
export const SHORT_URL_QUALITY = 75;

/** next/image's own URL, for pictures the short form does not cover. */
function optimizerUrl({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? SHORT_URL_QUALITY;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}

/** next/image loader: the short URL for content pictures, the optimizer's URL otherwise. */
export function contentImageLoader(props: ImageLoaderProps): string {
  const match = CONTENT_IMAGE.exec(props.src);
  if (!match || (props.quality !== undefined && props.quality !== SHORT_URL_QUALITY)) {
    return optimizerUrl(props);
  }
  return `/img/${props.width}/${match[1]}/${match[2]}.webp`;
}
