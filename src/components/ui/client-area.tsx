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
  children: ReactNode;
}

/**
 * A per-visitor area (cart, checkout, dashboard). It shows the loading overlay over itself until the
 * start-up tasks its children register have finished or failed, at most 5000 ms. Public pages never
 * use it.
 */
export function ClientArea({ loadingLabel, children }: ClientAreaProps) {
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
      {/* The overlay covers this area only (at least a screenful while it starts). */}
      <div className={ready ? undefined : 'relative min-h-[60dvh]'}>
        {ready ? null : <LoadingOverlay label={loadingLabel} />}
        <div aria-busy={!ready}>{children}</div>
      </div>
    </StartupContext.Provider>
  );
}
