import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
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
