// Content for pages (STYLE rule 3): validates every generated collection (src/content/generated.ts)
// once per process, checks rules across files, and hands pages locale-resolved views.
import 'server-only';
import { generatedContent } from './generated';
import imageSizes from './image-sizes.json';
import { loadAll, type LoadedContent } from './load';

let loadedContent: LoadedContent | undefined;

/** Validated content; the first call validates everything, so a bad file fails the build. */
export function content(): LoadedContent {
  loadedContent ??= loadAll(generatedContent);
  return loadedContent;
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
