'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { SiteTrackers as Trackers } from '@/lib/analytics/site-trackers';
import { whenIdle } from '@/lib/when-idle';

let loading: Promise<Trackers> | null = null;

/** After the `load` event and an idle moment, so tracking never competes with the page itself. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

function trackers(): Promise<Trackers> {
  loading ??= afterLoadAndIdle()
    .then(() => import('@/lib/analytics/site-trackers'))
    .then((m) => m.startSiteTrackers());
  return loading;
}

/**
 * Session tracking and `page_view` on every route change. Renders nothing; its code arrives in a
 * separate chunk once the page is idle (spec §2 "Page views are tracked on every route change").
 */
export function SiteTrackers() {
  const pathname = usePathname();
  useEffect(() => {
    trackers().then(
      (t) => t.pageView(pathname),
      (error: unknown) => console.error('[analytics] site trackers failed to start', error),
    );
  }, [pathname]);
  return null;
}
