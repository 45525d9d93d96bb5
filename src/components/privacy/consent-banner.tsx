'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY } from '@/config';
import {
  announceConsent,
  onOpenConsentSettings,
  readConsent,
  saveConsent,
  subscribeConsent,
  type ConsentChoices,
  type StoredConsent,
} from '@/lib/consent/consent';

export interface ConsentTexts {
  title: string;
  body: string;
  noticeLink: string;
  noticeHref: string;
  acceptAll: string;
  rejectAll: string;
  options: string;
  save: string;
  purposes: string;
  necessary: string;
  necessaryHint: string;
  analytics: string;
  analyticsHint: string;
  advertising: string;
  advertisingHint: string;
}

// The stored answer as a string, so the snapshot is stable between reads.
function snapshot(): string {
  return window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '';
}

/**
 * The browser's stored answer to the current notice; undefined on the server and while hydrating,
 * when it is not known yet.
 */
function useStoredConsent(): StoredConsent | null | undefined {
  const raw = useSyncExternalStore(
    (listener) => subscribeConsent(listener),
    snapshot,
    () => undefined,
  );
  return raw === undefined ? undefined : readConsent(window.localStorage);
}

/** The evidence record (consent.record); the answer already holds in the browser if it fails. */
async function recordOnServer(consent: StoredConsent): Promise<void> {
  try {
    const { getTrpcClient } = await import('@/lib/trpc/client');
    await getTrpcClient().consent.record.mutate({
      anonymousId: consent.anonymousId,
      noticeVersion: consent.noticeVersion,
      choices: consent.choices,
    });
  } catch (error) {
    console.error('[consent] recording the answer on the server failed', error);
  }
}

const buttonClass =
  'min-h-11 rounded-lg border-2 border-slate-900 px-1.5 py-1.5 sm:px-4 text-sm leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-100';
// "Accept all" and "Refuse" look the same: neither is the easier answer.
const answerClass = `${buttonClass} bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-950 dark:hover:bg-slate-300`;
const optionsClass = `${buttonClass} bg-white text-slate-900 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

/**
 * The consent banner: a labelled region docked at the bottom that never traps focus;
 * the page keeps room below its last content while it shows, so no action is covered. Shown until
 * the visitor answers the current notice, and again from the footer's privacy settings link.
 *
 * It is part of the static HTML, so a first visit paints it with the page instead of after the
 * scripts (on a slow phone that was seconds later, and the page's largest paint). While the answer
 * is unknown (server, hydration) it carries `data-consent-pending`: globals.css hides it then when
 * the <head> script found an answer (`consentInitScript`), or when scripts do not run, since
 * nothing is tracked without them.
 */
export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  const stored = useStoredConsent();
  const [reopened, setReopened] = useState(false);
  const [showOptions, setShowOptions] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const pending = stored === undefined;
  const open = pending || stored === null || reopened;

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        setReopened(true);
        setShowOptions(true);
      }),
    [],
  );

  // Opened from the footer: focus moves into the banner (it does not on a first visit).
  useEffect(() => {
    if (open && reopened)
      regionRef.current?.querySelector<HTMLElement>('input:not(:disabled), button')?.focus();
  }, [open, reopened]);

  // Room below the page's last content for the docked banner, so nothing stays hidden under it.
  useEffect(() => {
    const region = regionRef.current;
    if (!open || !region) return;
    const body = document.body;
    const pad = () => {
      body.style.paddingBottom = `${region.offsetHeight}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(region);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [open, showOptions]);

  if (!open) return null;

  function decide(choices: ConsentChoices) {
    const consent = saveConsent(window.localStorage, choices);
    announceConsent();
    setReopened(false);
    setShowOptions(false);
    void recordOnServer(consent);
  }

  return (
    <section
      ref={regionRef}
      aria-labelledby={titleId}
      data-consent-pending={pending ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto border-t-2 border-slate-900 bg-white text-slate-900 shadow-[0_-4px_16px_rgba(0,0,0,0.15)] dark:border-slate-100 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2.5 md:flex-row md:items-end md:gap-6 md:py-3">
        <div className="flex-1 text-sm">
          <h2 id={titleId} className="text-base font-semibold">
            {texts.title}
          </h2>
          <p className="mt-1 leading-snug">
            {texts.body}{' '}
            <a className="font-medium underline underline-offset-2" href={texts.noticeHref}>
              {texts.noticeLink}
            </a>
          </p>
          {showOptions ? (
            <Suspense fallback={null}>
              <ConsentOptions
                texts={texts}
                initial={stored?.choices}
                onSave={decide}
                saveClass={optionsClass}
                focusFirst={reopened}
              />
            </Suspense>
          ) : null}
        </div>
        {/* The two answers share a grid track each: the same width as well as the same look. One
            row on a phone too, so the banner leaves most of the screen to the page. */}
        <div
          className={`grid gap-2 ${showOptions ? 'grid-cols-2' : 'grid-cols-3'} md:grid-cols-[1fr_1fr_auto]`}
        >
          <button type="button" className={answerClass} onClick={() => decide(ALL)}>
            {texts.acceptAll}
          </button>
          <button type="button" className={answerClass} onClick={() => decide(NONE)}>
            {texts.rejectAll}
          </button>
          {showOptions ? null : (
            <button type="button" className={optionsClass} onClick={() => setShowOptions(true)}>
              {texts.options}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

// Only after a click: the options form stays out of every page's first load.
const ConsentOptions = lazy(() =>
  import('./consent-options').then((m) => ({ default: m.ConsentOptions })),
);

const ALL: ConsentChoices = { analytics: true, advertising: true };
const NONE: ConsentChoices = { analytics: false, advertising: false };
