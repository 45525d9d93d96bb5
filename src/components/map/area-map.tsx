import { Picture } from '@/components/content/picture';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { getMap } from '@/content/venue';

type AreaMapData = ReturnType<typeof getMap>;

/**
 * The illustrated map shipped with the site (no external tiles) with numbered markers placed in
 * percent of the picture; each marker's number matches its entry in the list below and links to it
 * (no JS needed).
 */
export async function AreaMap({
  map,
  locale,
  headingLevel = 2,
  preload = false,
}: {
  map: AreaMapData;
  locale: Locale;
  headingLevel?: 2 | 3;
  preload?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
        <Picture
          src={map.image.src}
          alt={map.image.alt}
          width={map.image.width}
          height={map.image.height}
          sizes="(min-width: 1152px) 1120px, 100vw"
          preload={preload}
          className="h-auto w-full"
        />
        {/* Each marker is a link to its entry below: spaced in content so none covers another. */}
        <ol>
          {map.points.map((point, i) => (
            <li
              key={point.id}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${point.x}%`, top: `${point.y}%` }}
            >
              <a
                href={`#diem-${point.id}`}
                aria-label={`${i + 1}. ${point.name}`}
                className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-950 text-xs font-bold text-white no-underline shadow hover:bg-primary-800 sm:size-9 sm:text-sm"
              >
                {i + 1}
              </a>
            </li>
          ))}
        </ol>
      </div>
      <Heading className="mt-8 text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {t('mapPoints')}
      </Heading>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {map.points.map((point, i) => (
          <li key={point.id} id={`diem-${point.id}`} className="flex scroll-mt-20 gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-950 text-sm font-bold text-white dark:bg-white dark:text-slate-950"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-950 dark:text-white">
                {point.name}{' '}
                <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                  · {t(`mapPointKinds.${point.kind}`)}
                </span>
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{point.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
