'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { watchBuild, watchChunkFailures } from '@/lib/build-update';
import { subscribeColorMode, syncColorMode } from '@/lib/color-mode';
import type { ToasterProps } from '@/components/ui/toaster';
import { SiteTrackers } from '@/components/analytics/site-trackers';

// Loaded after hydration: toasts pushed earlier wait in the store's queue.
const Toaster = dynamic(() => import('@/components/ui/toaster').then((m) => m.Toaster), {
  ssr: false,
});

export interface SiteRuntimeProps {
  buildId: string;
  toaster: ToasterProps;
}

function fullPageLoad(url: string) {
  window.location.assign(url);
}

/** The one global client island: build-update watch, chunk-failure reload, colour mode, toasts. */
export function SiteRuntime({ buildId, toaster }: SiteRuntimeProps) {
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
      {/* Session tracking and page views (client-platform); its code loads lazily after idle. */}
      <SiteTrackers />
    </>
  );
}
