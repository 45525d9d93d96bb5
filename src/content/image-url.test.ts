import { contentImageLoader } from './image-url';

describe('content image URLs', () => {
  it('gives content pictures a short URL per width', () => {
    expect(contentImageLoader({ src: '/images/products/ca-phe-arabica.webp', width: 640 })).toBe(
      '/img/640/products/ca-phe-arabica.webp',
    );
    expect(contentImageLoader({ src: '/images/hero/hero.webp', width: 1600, quality: 75 })).toBe(
      '/img/1600/hero/hero.webp',
    );
  });

  it('leaves other pictures and other qualities to the optimizer URL', () => {
    expect(contentImageLoader({ src: '/brand/logo.svg', width: 256 })).toBe(
      '/_next/image?url=%2Fbrand%2Flogo.svg&w=256&q=75',
    );
    expect(contentImageLoader({ src: '/images/hero/hero.webp', width: 640, quality: 50 })).toBe(
      '/_next/image?url=%2Fimages%2Fhero%2Fhero.webp&w=640&q=50',
    );
    expect(contentImageLoader({ src: '/images/a/b/c.webp', width: 640 })).toMatch(
      /^\/_next\/image\?/,
    );
  });
});
