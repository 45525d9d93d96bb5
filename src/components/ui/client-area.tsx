'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LOADING_OVERLAY_MAX_MS } from '@/config';
import { roomCheckScript, type StoredValue } from '@/lib/room-check';
import { useHydrated } from '@/lib/use-hydrated';
import { whenStarted, type StartupTask } from '@/lib/startup';
import { LoadingOverlay } from './loading-overlay';

const StartupContext = createContext<((task: StartupTask) => void) | null>(null);

/**
 * Registers a start-up task of the surrounding client area (call during render or in an effect
 * of the first render). The area's loading overlay stays until the task settles.
 */
export function useStartupTask(): (task: StartupTask) => void {
  const register = useContext(StartupContext);
  if (!register) throw new Error('useStartupTask must be used inside <ClientArea>');
  return register;
}

export interface ClientAreaProps {
  loadingLabel: string;
  /**
   * The room kept while it starts: `part` of a screen, or a whole `screen` for a form taller than
   * one (the checkouts), so what follows the area starts below the fold and is not pushed down
   * in view when the form appears (a layout shift Lighthouse measured at 0.62).
   */
  reserve?: 'part' | 'screen';
  /**
   * Keep the room only when this browser holds `key` (other than '0'), e.g. the cart's line
   * count: without it the area will show its short empty state (an empty cart, no booking), and
   * room kept for a form would collapse in view (layout shifts of 0.14-0.52 were measured). Read
   * by an inline script in the server HTML, before the first paint.
   */
  reserveIf?: StoredValue;
  children: ReactNode;
}

// With nothing stored, room for an empty state (78-116 px) and the overlay's compact form.
const RESERVED = {
  part: 'min-h-[60dvh] data-[room=none]:min-h-24',
  screen: 'min-h-dvh data-[room=none]:min-h-24',
} as const;

/**
 * A per-visitor area (cart, checkout, dashboard). It shows the loading overlay over itself until the
 * start-up tasks its children register have finished or failed, at most 5000 ms. Public pages never
 * use it.
 */
export function ClientArea({
  loadingLabel,
  reserve = 'part',
  reserveIf,
  children,
}: ClientAreaProps) {
  const tasks = useRef<StartupTask[]>([]);
  const [ready, setReady] = useState(false);
  // The script is in the server HTML only (and kept while hydrating it): the browser never
  // creates it, since React would not run it.
  const fromHtml = !useHydrated();
  const register = useCallback((task: StartupTask) => {
    tasks.current.push(task);
  }, []);

  useEffect(() => {
    let active = true;
    // Children's effects run before this one, so their tasks are registered by now.
    void whenStarted(tasks.current, LOADING_OVERLAY_MAX_MS).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <StartupContext.Provider value={register}>
      {/* The overlay covers this area only, over the room it keeps while it starts. */}
      <div className={ready ? undefined : `group/area relative ${RESERVED[reserve]}`}>
        {reserveIf && fromHtml && !ready ? (
          <script dangerouslySetInnerHTML={{ __html: roomCheckScript(reserveIf) }} />
        ) : null}
        {ready ? null : <LoadingOverlay label={loadingLabel} />}
        <div aria-busy={!ready}>{children}</div>
      </div>
    </StartupContext.Provider>
  );
}
