// Anonymous visitor session tracking (spec §4 "Tracking session", §9). Not started → started or
// resumed (the server already knows the stored id) → active / inactive with the tab's
// visibility → ended (stored id removed, timer stopped). Everything it needs is injected, so the
// lifecycle is tested with fake timers and no browser.
import {
  SESSION_ACTIVITY_PING_MS,
  SESSION_INIT_DELAY_MS,
  SESSION_STORAGE_KEY,
  SESSION_UPDATE_INTERVAL_MS,
} from '@/config';
import type { RouterInputs, RouterOutputs } from '@/lib/trpc/contract';
import { messageOr } from '@/lib/trpc/errors';
import type { NetworkFacts } from './ip-lookup';
import { createSessionId, isSessionId } from './session-id';

export const SESSION_MESSAGES = {
  init: 'Lỗi khởi tạo phiên',
  update: 'Lỗi cập nhật phiên',
  end: 'Lỗi kết thúc phiên',
} as const;

export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll'] as const;
export const END_SESSION_BEACON_URL = '/api/trpc/userSession.endSession';

type SessionInputs = RouterInputs['userSession'];
type StoredSession = NonNullable<RouterOutputs['userSession']['getSession']>;

export type DeviceInfo = NonNullable<SessionInputs['startSession']['deviceInfo']>;

/**
 * The procedures the tracker calls, typed by the router (it reads only the start time and the
 * page count of a stored session): the vanilla tRPC client satisfies it, and so does a test's fake.
 */
export interface SessionClient {
  userSession: {
    getSession: {
      query(
        input: SessionInputs['getSession'],
      ): Promise<Pick<StoredSession, 'startTime' | 'pageViews'> | null>;
    };
    startSession: { mutate(input: SessionInputs['startSession']): Promise<unknown> };
    updateSession: { mutate(input: SessionInputs['updateSession']): Promise<unknown> };
    endSession: { mutate(input: SessionInputs['endSession']): Promise<unknown> };
  };
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser facts the tracker touches: window and document events, location, beacon. */
export interface TrackerEnvironment {
  storage: StorageLike;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<
    Document,
    'addEventListener' | 'removeEventListener' | 'visibilityState' | 'referrer'
  >;
  currentPath(): string;
  userAgent: string;
  deviceInfo(): DeviceInfo;
  sendBeacon(url: string, body: string): boolean;
  now(): number;
}

export interface TrackerOptions {
  client: SessionClient;
  env: TrackerEnvironment;
  /** Third-party IP/country lookup; absent unless a public setting enables it. */
  lookupNetwork?: () => Promise<NetworkFacts | null>;
  /** The logged-in user's id, when the page knows it. */
  userId?: () => string | null;
}

export type TrackerStatus = 'idle' | 'starting' | 'active' | 'inactive' | 'ended';

export interface TrackerSnapshot {
  status: TrackerStatus;
  sessionId: string | null;
  resumed: boolean;
  pageViews: number;
  error: string | null;
}

export class SessionTracker {
  private status: TrackerStatus = 'idle';
  private sessionId: string | null = null;
  private resumed = false;
  private pageViews = 0;
  private error: string | null = null;
  private initialised = false;
  private network: NetworkFacts | null = null;
  private lastActivity: number;
  private lastPing = 0;
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private updateTimer: ReturnType<typeof setInterval> | null = null;
  private starting: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private cachedSnapshot: TrackerSnapshot | null = null;

  constructor(private readonly options: TrackerOptions) {
    this.lastActivity = options.env.now();
  }

  /** The current state; the same object until something changes (for useSyncExternalStore). */
  snapshot(): TrackerSnapshot {
    this.cachedSnapshot ??= {
      status: this.status,
      sessionId: this.sessionId,
      resumed: this.resumed,
      pageViews: this.pageViews,
      error: this.error,
    };
    return this.cachedSnapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs once per page load: listens for activity, visibility and unload; starts after 500 ms. */
  init(): void {
    if (this.initialised) return;
    this.initialised = true;
    const { target, document } = this.options.env;
    for (const type of ACTIVITY_EVENTS) {
      target.addEventListener(type, this.onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', this.onVisibility);
    target.addEventListener('pagehide', this.onPageHide);
    target.addEventListener('pageshow', this.onPageShow);
    this.startTimer = setTimeout(() => void this.start(), SESSION_INIT_DELAY_MS);
  }

  /** Counts a page view (every route change); after the start it is reported at once. */
  trackPageView(): void {
    if (this.status === 'ended') return;
    this.pageViews += 1;
    this.lastActivity = this.options.env.now();
    if (this.isRunning()) void this.update();
    this.emit();
  }

  /** Starts a session, or resumes the stored one when the server still knows it. */
  start(): Promise<void> {
    this.starting ??= this.doStart().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** Reports the current state (the 60 s timer, pings, visibility changes). */
  async update(): Promise<void> {
    const sessionId = this.sessionId;
    if (!sessionId || !this.isRunning()) return;
    this.lastPing = this.options.env.now();
    try {
      await this.options.client.userSession.updateSession.mutate({
        sessionId,
        lastActivity: new Date(this.lastActivity).toISOString(),
        pageViews: this.pageViews,
        isActive: this.status === 'active',
        ipAddress: this.network?.ip ?? null,
        country: this.network?.country ?? null,
      });
      if (this.error !== null) {
        this.error = null;
        this.emit();
      }
    } catch (error) {
      this.fail(error, SESSION_MESSAGES.update);
    }
  }

  /** Ends the session on request: the stored id is removed and the timer stopped. */
  async end(): Promise<void> {
    const sessionId = this.sessionId;
    this.stopTimers();
    this.options.env.storage.removeItem(SESSION_STORAGE_KEY);
    this.status = 'ended';
    this.sessionId = null;
    this.emit();
    if (!sessionId) return;
    try {
      await this.options.client.userSession.endSession.mutate({
        sessionId,
        exitPage: this.options.env.currentPath(),
      });
      this.error = null;
      this.emit();
    } catch (error) {
      this.fail(error, SESSION_MESSAGES.end);
    }
  }

  /** A fresh session after an explicit end (the test page's restart button). */
  async restart(): Promise<void> {
    if (this.status !== 'ended') await this.end();
    this.pageViews = 1;
    this.resumed = false;
    await this.start();
  }

  /** Removes every listener and timer (tests, hot reload). */
  destroy(): void {
    this.stopTimers();
    const { target, document } = this.options.env;
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, this.onActivity, { capture: true });
    }
    document.removeEventListener('visibilitychange', this.onVisibility);
    target.removeEventListener('pagehide', this.onPageHide);
    target.removeEventListener('pageshow', this.onPageShow);
    this.listeners.clear();
  }

  private isRunning(): boolean {
    return this.status === 'active' || this.status === 'inactive';
  }

  private visibleStatus(): 'active' | 'inactive' {
    return this.options.env.document.visibilityState === 'hidden' ? 'inactive' : 'active';
  }

  private async doStart(): Promise<void> {
    const { client, env } = this.options;
    this.status = 'starting';
    this.emit();
    try {
      // An id of an older, shorter shape is refused by the server: start a new one instead.
      const storedValue = env.storage.getItem(SESSION_STORAGE_KEY);
      const stored = storedValue && isSessionId(storedValue) ? storedValue : null;
      const known = stored
        ? await client.userSession.getSession.query({ sessionId: stored })
        : null;
      const sessionId = stored && known ? stored : createSessionId(env.now());
      this.resumed = Boolean(known);
      // Views already counted by the server, plus the ones counted on this page so far.
      if (known && stored !== this.sessionId) this.pageViews += known.pageViews;
      this.network ??= (await this.options.lookupNetwork?.()) ?? null;
      await client.userSession.startSession.mutate({
        sessionId,
        userId: this.options.userId?.() ?? null,
        ipAddress: this.network?.ip ?? null,
        country: this.network?.country ?? null,
        userAgent: env.userAgent,
        deviceInfo: env.deviceInfo(),
        referrer: env.document.referrer,
        landingPage: env.currentPath(),
      });
      env.storage.setItem(SESSION_STORAGE_KEY, sessionId);
      this.sessionId = sessionId;
      this.status = this.visibleStatus();
      this.error = null;
      // One timer however often start runs (a restart, a page restored from the cache).
      if (this.updateTimer) clearInterval(this.updateTimer);
      this.updateTimer = setInterval(() => void this.update(), SESSION_UPDATE_INTERVAL_MS);
      this.emit();
      // The server starts a row at zero views: report this page's views straight away.
      await this.update();
    } catch (error) {
      this.status = 'idle';
      this.fail(error, SESSION_MESSAGES.init);
    }
  }

  private readonly onActivity = () => {
    const now = this.options.env.now();
    this.lastActivity = now;
    if (this.isRunning() && now - this.lastPing >= SESSION_ACTIVITY_PING_MS) void this.update();
  };

  private readonly onVisibility = () => {
    if (!this.isRunning()) return;
    const next = this.visibleStatus();
    if (next === this.status) return;
    this.status = next;
    if (next === 'active') this.lastActivity = this.options.env.now();
    this.emit();
    void this.update();
  };

  /** Unload: the beacon survives the page; the stored id stays so the next page resumes. */
  private readonly onPageHide = () => {
    if (!this.sessionId || !this.isRunning()) return;
    const body = JSON.stringify({
      sessionId: this.sessionId,
      exitPage: this.options.env.currentPath(),
    });
    if (!this.options.env.sendBeacon(END_SESSION_BEACON_URL, body)) {
      console.warn('[session] the browser refused the end-of-session beacon');
    }
    this.stopTimers();
    // Idle, not ended: the stored id is kept, and a page restored from the cache resumes it.
    this.status = 'idle';
    this.emit();
  };

  /** Back from the back/forward cache: the server ended the session at pagehide, so resume it. */
  private readonly onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && this.status === 'idle' && this.sessionId) {
      void this.start();
    }
  };

  private stopTimers() {
    if (this.startTimer) clearTimeout(this.startTimer);
    if (this.updateTimer) clearInterval(this.updateTimer);
    this.startTimer = null;
    this.updateTimer = null;
  }

  private fail(error: unknown, fallback: string) {
    this.error = messageOr(error, fallback);
    console.error(`[session] ${fallback}`, error);
    this.emit();
  }

  private emit() {
    this.cachedSnapshot = null;
    for (const listener of this.listeners) listener();
  }
}
