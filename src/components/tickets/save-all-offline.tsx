'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

type State = 'idle' | 'saving' | 'saved' | 'failed';

const noChanges = () => () => {};

/** Asks the service worker to keep these pages; resolves once it answers that they are cached. */
async function keepOffline(urls: readonly string[]): Promise<void> {
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('no active service worker');
  await new Promise<void>((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('the worker did not answer')), 30_000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

/**
 * "Lưu tất cả": keeps every ticket page of the booking (both languages) on this phone and says when
 * it is done, so a family can check before the signal drops on the mountain. Shown only where a
 * service worker can run; the page itself asks for the same copy once loaded.
 */
export function SaveAllOffline({
  urls,
  texts,
}: {
  urls: readonly string[];
  /** In the page's language, from the server (the page ships no message catalogue). */
  texts: { save: string; saving: string; saved: string; failed: string };
}) {
  // Known only in the browser: the server's HTML leaves the button out.
  const supported = useSyncExternalStore(
    noChanges,
    () => 'serviceWorker' in navigator,
    () => false,
  );
  const [state, setState] = useState<State>('idle');
  if (!supported) return null;

  async function save() {
    if (state === 'saving') return;
    setState('saving');
    try {
      await keepOffline([location.pathname, ...urls]);
      setState('saved');
    } catch (error) {
      console.warn('[e-ticket] saving offline failed', error);
      setState('failed');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button type="button" onClick={() => void save()} disabled={state === 'saving'}>
        {state === 'saving' ? texts.saving : texts.save}
      </Button>
      <p role="status" className="text-sm">
        {state === 'saved' ? texts.saved : state === 'failed' ? texts.failed : ''}
      </p>
    </div>
  );
}
