'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { watchBuild, watchChunkFailures } from '@/lib/build-update';
import { startSoftNavigation } from '@/lib/soft-navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { subscribeColorMode, syncColorMode } from '@/lib/color-mode';
import { ConsentBanner, type ConsentTexts } from '@/components/privacy/consent-banner';
import type { ToasterProps } from '@/components/ui/toaster';
import { SiteTrackers } from '@/components/analytics/site-trackers';

// Loaded after hydration: toasts pushed earlier wait in the store's queue. React's lazy, not
// next/dynamic: that one's loader (~1 kB gzip) would ride in every page's first load for this alone.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export interface SiteRuntimeProps {
  buildId: string;
  toaster: ToasterProps;
  consent: ConsentTexts;
}

function fullPageLoad(url: string) {
  window.location.assign(url);
}

/**
 * The one global client island: client-side navigation of the pages' plain links, build-update
 * watch, chunk-failure reload, colour mode, toasts, the consent banner and the trackers it allows.
 */
export function SiteRuntime({ buildId, toaster, consent }: SiteRuntimeProps) {
  // False on the server and while hydrating, true after: the toaster never renders on the server.
  const hydrated = useHydrated();
  const router = useRouter();
  useEffect(() => startSoftNavigation((href) => router.push(href)), [router]);
  useEffect(() => {
    const stopBuild = watchBuild({ currentId: buildId, navigate: fullPageLoad });
    const stopChunks = watchChunkFailures(fullPageLoad);
    const stopColor = subscribeColorMode(syncColorMode);
    return () => {
      stopBuild();
      stopChunks();
      stopColor();
    };
  }, [buildId]);

  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster {...toaster} />
        </Suspense>
      ) : null}
      <ConsentBanner texts={consent} />
      {/* Session tracking and page views, as far as the visitor consented; loads after idle. */}
      <SiteTrackers />
    </>
  );
}
