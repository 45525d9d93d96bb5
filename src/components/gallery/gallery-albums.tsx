import { Picture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { getGallery } from '@/content/venue';
import { Lightbox } from './lightbox';
import { templateOf } from '@/i18n/template-text';

type Album = ReturnType<typeof getGallery>[number];

/** Albums as grids of links to the full pictures, enhanced by the lightbox. */
export async function GalleryAlbums({ albums, locale }: { albums: Album[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const all = albums.flatMap((album) => album.images);
  let index = 0;
  return (
    <>
      {albums.map((album) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} className="mt-10 first:mt-0">
          <h2
            id={`album-${album.id}`}
            className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
          >
            {album.title}
          </h2>
          {album.description ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300">{album.description}</p>
          ) : null}
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {album.images.map((image) => {
              const position = index++;
              return (
                <li key={image.id}>
                  <figure>
                    <a
                      href={image.src}
                      data-lightbox-index={position}
                      className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
                    >
                      <Picture
                        src={image.src}
                        alt={image.alt}
                        width={image.width}
                        height={image.height}
                        sizes="(min-width: 1024px) 272px, (min-width: 768px) 25vw, 50vw"
                        className="aspect-[3/2] w-full object-cover transition-transform duration-300 hover:scale-105"
                      />
                    </a>
                    <figcaption className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                      {image.caption}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <Lightbox
        images={all.map(({ src, alt, caption, width, height }) => ({
          src,
          alt,
          caption,
          width,
          height,
        }))}
        labels={{
          viewer: t('viewerLabel'),
          close: t('closeViewer'),
          next: t('nextImage'),
          previous: t('previousImage'),
          counter: templateOf(t, 'imageCounter'),
        }}
      />
    </>
  );
}
