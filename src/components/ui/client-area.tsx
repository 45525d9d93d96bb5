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
  children: ReactNode;
}

const RESERVED = { part: 'min-h-[60dvh]', screen: 'min-h-dvh' } as const;

/**
 * A per-visitor area (cart, checkout, dashboard). It shows the loading overlay over itself until the
 * start-up tasks its children register have finished or failed, at most 5000 ms. Public pages never
 * use it.
 */
export function ClientArea({ loadingLabel, reserve = 'part', children }: ClientAreaProps) {
  const tasks = useRef<StartupTask[]>([]);
  const [ready, setReady] = useState(false);
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
      <div className={ready ? undefined : `relative ${RESERVED[reserve]}`}>
        {ready ? null : <LoadingOverlay label={loadingLabel} />}
        <div aria-busy={!ready}>{children}</div>
      </div>
    </StartupContext.Provider>
  );
}
