'use client';

import { useEffect, useRef } from 'react';

/**
 * Closes the header menu's disclosures (the phone menu and the desktop "More") when one of their
 * links is followed, and on Escape, returning focus to the summary that opened them. The links
 * navigate on the client, so without this the header (kept by the layout) stays open over the
 * next page. Renders an empty marker inside the <nav> it serves.
 */
export function MenuDismiss() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const nav = marker.current?.closest('nav');
    if (!nav) return;
    const openDisclosures = () => [...nav.querySelectorAll<HTMLDetailsElement>('details[open]')];

    function onClick(event: MouseEvent) {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      for (const details of openDisclosures()) details.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const open = openDisclosures();
      if (!open.length) return;
      // Focus goes back to the outermost summary on screen (wide screens hide the menu's own).
      const summary = open
        .map((details) => details.querySelector<HTMLElement>(':scope > summary'))
        .find((s) => s?.checkVisibility());
      for (const details of open) details.open = false;
      summary?.focus();
    }
    nav.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      nav.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return <span ref={marker} hidden />;
}
