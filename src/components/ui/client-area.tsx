'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
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
  /**
   * Keep the room only when this browser holds `key` (other than '0'), e.g. the cart's line
   * count: without it the area will show its short empty state (an empty cart, no booking), and
   * room kept for a form would collapse in view (layout shifts of 0.14-0.52 were measured). Read
   * by an inline script in the server HTML, before the first paint.
   */
  reserveIf?: StoredValue;
  children: ReactNode;
}

export interface StoredValue {
  storage: 'localStorage' | 'sessionStorage';
  key: string;
  /**
   * When `key` was never stored, a cookie of this name keeps the room: a cart filled by the plain
   * form (no scripts then) or on a browser that has not counted it yet is held by its cookie.
   */
  orCookie?: string;
}

// With nothing stored, room for an empty state (78-116 px) and the overlay's compact form.
const RESERVED = {
  part: 'min-h-[60dvh] data-[room=none]:min-h-24',
  screen: 'min-h-dvh data-[room=none]:min-h-24',
} as const;

/**
 * Marks its parent `data-room="none"` when `key` holds '0', or was never stored and no `orCookie`
 * is set (or storage is off).
 */
export function roomCheckScript({ storage, key, orCookie }: StoredValue): string {
  const name = JSON.stringify(key).replace(/</g, '\\u003c');
  const cookie = JSON.stringify(`${orCookie ?? ''}=`).replace(/</g, '\\u003c');
  const hasCookie = orCookie
    ? `document.cookie.split('; ').some(function(c){return c.indexOf(${cookie})===0})`
    : 'false';
  return `try{var v=window.${storage}.getItem(${name});if(v===null?!${hasCookie}:!v||v==='0')document.currentScript.parentElement.setAttribute('data-room','none')}catch(e){}`;
}

const noSubscription = () => () => undefined;

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
  // True in the server HTML and while hydrating it, false after and on client navigations: the
  // script runs from the HTML only, and the browser never creates it (React would not run it).
  const fromHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
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
