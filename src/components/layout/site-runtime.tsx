'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { watchBuild, watchChunkFailures } from '@/lib/build-update';
import { subscribeColorMode, syncColorMode } from '@/lib/color-mode';
import { ConsentBanner, type ConsentTexts } from '@/components/privacy/consent-banner';
import type { ToasterProps } from '@/components/ui/toaster';
import { SiteTrackers } from '@/components/analytics/site-trackers';

// Loaded after hydration: toasts pushed earlier wait in the store's queue.
const Toaster = dynamic(() => import('@/components/ui/toaster').then((m) => m.Toaster), {
  ssr: false,
});

export interface SiteRuntimeProps {
  buildId: string;
  toaster: ToasterProps;
  consent: ConsentTexts;
}

function fullPageLoad(url: string) {
  window.location.assign(url);
}

/**
 * The one global client island: build-update watch, chunk-failure reload, colour mode, toasts,
 * the consent banner and the trackers it allows.
 */
export function SiteRuntime({ buildId, toaster, consent }: SiteRuntimeProps) {
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
      <Toaster {...toaster} />
      <ConsentBanner texts={consent} />
      {/* Session tracking and page views, as far as the visitor consented; loads after idle. */}
      <SiteTrackers />
    </>
  );
}
