// Content for pages (STYLE rule 3): every generated collection, validated once per process
// (src/content/validated.ts), handed to pages as locale-resolved views.
import 'server-only';
import imageSizes from './image-sizes.json';
import type { LoadedContent } from './load';
import { validatedContent } from './validated';

/** Validated content; the first call validates everything, so a bad file fails the build. */
export function content(): LoadedContent {
  return validatedContent();
}

/* ---------------------------------------------------------------------------------------------
 * Views handed to pages: one locale picked, images sized.
 * ------------------------------------------------------------------------------------------- */

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function imageView(src: string, alt: string): ImageView {
  const folder = src.split('/')[2] ?? '';
  const size: readonly number[] | undefined = (imageSizes as Record<string, number[]>)[folder];
  return { src, alt, width: size?.[0] ?? 1200, height: size?.[1] ?? 800 };
}
