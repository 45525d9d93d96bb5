'use client';

import { useEffect, useState } from 'react';
import { toastPositions, toastStore, type Toast, type ToastPosition } from '@/lib/toast';

const positionClass: Record<ToastPosition, string> = {
  'top-right': 'right-4 items-end',
  top: 'left-1/2 -translate-x-1/2 items-center',
  'top-left': 'left-4 items-start',
  'bottom-right': 'bottom-4 right-4 items-end',
  bottom: 'bottom-4 left-1/2 -translate-x-1/2 items-center',
  'bottom-left': 'bottom-4 left-4 items-start',
};

const typeClass: Record<Toast['type'], string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
  warning: 'bg-amber-300 text-slate-950',
  default: 'bg-slate-800 text-white dark:bg-slate-100 dark:text-slate-950',
};

export interface ToasterProps {
  regionLabel: string;
  dismissLabel: string;
}

const TOAST_GAP_PX = 16;

/**
 * Where the sticky header ends on screen (0 when it has scrolled away), followed while `active`:
 * toasts at the top start below it, so they never cover the menu, search or cart.
 */
function useHeaderBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!active) return;
    const header = document.querySelector('.site-header');
    if (!header) return;
    const update = () => setBottom(Math.max(0, header.getBoundingClientRect().bottom));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [active]);
  return bottom;
}

/** Renders the toast store; mounting it releases toasts queued before the page was interactive. */
export function Toaster({ regionLabel, dismissLabel }: ToasterProps) {
  const [toasts, setToasts] = useState<readonly Toast[]>(() => toastStore.getToasts());
  const headerBottom = useHeaderBottom(toasts.some((t) => t.position.startsWith('top')));

  useEffect(() => {
    const unsubscribe = toastStore.subscribe(setToasts);
    const unmount = toastStore.mount();
    return () => {
      unmount();
      unsubscribe();
    };
  }, []);

  return (
    <section aria-label={regionLabel}>
      {toastPositions.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        return (
          <div
            key={position}
            role="status"
            aria-live="polite"
            data-position={position}
            style={position.startsWith('top') ? { top: headerBottom + TOAST_GAP_PX } : undefined}
            className={`pointer-events-none fixed z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 ${positionClass[position]}`}
          >
            {here.map((t) => (
              <div
                key={t.id}
                data-type={t.type}
                data-leaving={t.leaving || undefined}
                onClick={() => toastStore.click(t.id)}
                onMouseEnter={() => toastStore.pause(t.id)}
                onMouseLeave={() => toastStore.resume(t.id)}
                className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg transition-opacity duration-150 ${typeClass[t.type]} ${t.leaving ? 'opacity-0' : 'opacity-100'} ${t.dismissible ? 'cursor-pointer' : ''}`}
              >
                <p className="flex-1">{t.message}</p>
                {t.dismissible ? (
                  <button
                    type="button"
                    aria-label={dismissLabel}
                    onClick={(event) => {
                      event.stopPropagation();
                      toastStore.dismiss(t.id);
                    }}
                    className="-m-1 rounded p-1 leading-none"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}
