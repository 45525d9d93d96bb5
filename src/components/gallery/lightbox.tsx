'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { contentImageLoader } from '@/content/image-url';

export interface LightboxImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface LightboxProps {
  images: LightboxImage[];
  labels: { viewer: string; close: string; next: string; previous: string; counter: string };
}

const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])';

/**
 * Enlarges the gallery's pictures in a modal dialog. The grid is server-rendered links to the full
 * pictures (they work without JavaScript); this leaf takes over clicks on `a[data-lightbox-index]`.
 * Focus stays inside the dialog, Esc closes it and focus returns to the link that opened it.
 */
export function Lightbox({ images, labels }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-lightbox-index]');
      if (!(link instanceof HTMLElement)) return;
      const value = Number(link.dataset.lightboxIndex);
      if (!Number.isInteger(value) || !images[value]) return;
      event.preventDefault();
      openerRef.current = link;
      setIndex(value);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [images]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && index !== null && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
  }, [index]);

  const total = images.length;
  const image = index === null ? undefined : images[index];
  const step = (delta: number) =>
    setIndex((current) => (current === null ? current : (current + delta + total) % total));

  function onClosed() {
    setIndex(null);
    openerRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'Tab') {
      // Keep Tab cycling inside the dialog (the browser's own trap lets focus reach its toolbar).
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white px-4 text-sm font-semibold text-slate-950 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <dialog
      ref={dialogRef}
      aria-label={labels.viewer}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[95dvh] w-[min(96vw,1200px)] bg-transparent p-0 text-white backdrop:bg-slate-950/90"
    >
      {image ? (
        <figure className="flex flex-col gap-3">
          <Image
            loader={contentImageLoader}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 1240px) 1200px, 96vw"
            className="max-h-[78dvh] w-full rounded-lg object-contain"
          />
          <figcaption className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <span className="font-semibold">{image.caption}</span>{' '}
              <span className="text-slate-200">
                {labels.counter
                  .replace('{index}', String((index ?? 0) + 1))
                  .replace('{total}', String(total))}
              </span>
            </span>
            <span className="flex gap-2">
              <button type="button" className={button} onClick={() => step(-1)}>
                {labels.previous}
              </button>
              <button type="button" className={button} onClick={() => step(1)}>
                {labels.next}
              </button>
              <button
                type="button"
                ref={closeRef}
                className={button}
                onClick={() => dialogRef.current?.close()}
              >
                {labels.close}
              </button>
            </span>
          </figcaption>
        </figure>
      ) : null}
    </dialog>
  );
}
