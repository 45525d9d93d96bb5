import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { ImageView } from '@/content/collections';
import { contentImageLoader } from '@/content/image-url';

type ImgProps = ReturnType<typeof getImageProps>['props'];

/**
 * next/image writes its layout as an inline style on every picture (`color:transparent`, and the
 * absolute positioning of `fill`). The same utility classes do it in the shared style sheet, so
 * the style is not repeated in the HTML and again in the RSC payload of every page.
 */
function withLayoutClasses(generated: ImgProps, fill: boolean): Omit<ImgProps, 'style'> {
  const img: Omit<ImgProps, 'style'> & { style?: unknown } = { ...generated };
  delete img.style;
  const layout = fill ? 'absolute inset-0 size-full text-transparent' : 'text-transparent';
  return { ...img, className: img.className ? `${layout} ${img.className}` : layout };
}

/**
 * A server-rendered `<img>` through next/image's optimizer (srcset, sizes, AVIF/WebP; short URLs
 * for content pictures, see image-url.ts) without
 * shipping the client Image component: content pictures need no JavaScript. `preload` also
 * hoists a `<link rel="preload">` with high fetch priority for the page's LCP picture.
 */
export function Picture({ preload: shouldPreload = false, ...props }: ImageProps) {
  const { props: generated } = getImageProps({
    loader: contentImageLoader,
    ...props,
    preload: shouldPreload,
  });
  const keepStyle = props.style !== undefined || (props.placeholder ?? 'empty') !== 'empty';
  const img: Omit<ImgProps, 'style'> & Partial<Pick<ImgProps, 'style'>> = keepStyle
    ? generated
    : withLayoutClasses(generated, props.fill === true);
  if (shouldPreload && typeof img.src === 'string') {
    preload(img.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(img.srcSet ? { imageSrcSet: img.srcSet } : {}),
      ...(img.sizes ? { imageSizes: img.sizes } : {}),
    });
  }
  // alt is part of props (required by ImageProps); next/image's own <img> is what we render.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}

/**
 * The lead picture of a detail page (post cover, service or ticket image): the page's LCP
 * candidate, so preloaded at high priority, at most 768 px wide in the content column.
 */
export function CoverPicture({ image, className }: { image: ImageView; className?: string }) {
  return (
    <Picture
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      preload
      fetchPriority="high"
      sizes="(min-width: 1152px) 768px, 100vw"
      className={
        className ? `${className} w-full max-w-3xl rounded-xl` : 'w-full max-w-3xl rounded-xl'
      }
    />
  );
}
