import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A server-rendered `<img>` through next/image's optimizer (srcset, sizes, AVIF/WebP) without
 * shipping the client Image component: content pictures need no JavaScript. `preload` also
 * hoists a `<link rel="preload">` with high fetch priority for the page's LCP picture.
 */
export function Picture({ preload: shouldPreload = false, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, preload: shouldPreload });
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
