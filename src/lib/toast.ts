// Toasts (spec §3, §4, §9): a small store any code can push to. The toaster view registers itself
// when it mounts; toasts pushed before that wait in a queue that is retried every 250 ms.
import { TOAST_DEFAULTS, TOAST_EXIT_MS, TOAST_QUEUE_RETRY_MS } from '@/config';

export const toastTypes = ['success', 'error', 'info', 'warning', 'default'] as const;
export type ToastType = (typeof toastTypes)[number];

export const toastPositions = [
  'top-right',
  'top',
  'top-left',
  'bottom-right',
  'bottom',
  'bottom-left',
] as const;
export type ToastPosition = (typeof toastPositions)[number];

export interface ToastOptions {
  type?: ToastType;
  position?: ToastPosition;
  /** Milliseconds before it dismisses itself; 0 keeps it until dismissed. */
  duration?: number;
  dismissible?: boolean;
  pauseOnHover?: boolean;
}

export interface Toast extends Required<ToastOptions> {
  id: number;
  message: string;
  /** True during the 150 ms exit. */
  leaving: boolean;
}

export function isToastPosition(value: unknown): value is ToastPosition {
  return typeof value === 'string' && (toastPositions as readonly string[]).includes(value);
}

type Listener = (toasts: readonly Toast[]) => void;

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

export class ToastStore {
  private toasts: Toast[] = [];
  private pending: Toast[] = [];
  private listeners = new Set<Listener>();
  private timers = new Map<number, Timer>();
  private mounted = false;
  private retry: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;

  /** Shows a toast (or queues it until a toaster is mounted); returns its id. */
  show(message: string, options: ToastOptions = {}): number {
    const position = options.position ?? TOAST_DEFAULTS.position;
    if (!isToastPosition(position)) {
      throw new RangeError(
        `Invalid toast position "${String(position)}"; use one of ${toastPositions.join(', ')}`,
      );
    }
    const toast: Toast = {
      id: this.nextId++,
      message,
      type: options.type ?? 'default',
      position,
      duration: options.duration ?? TOAST_DEFAULTS.duration,
      dismissible: options.dismissible ?? TOAST_DEFAULTS.dismissible,
      pauseOnHover: options.pauseOnHover ?? TOAST_DEFAULTS.pauseOnHover,
      leaving: false,
    };
    if (this.mounted) this.add(toast);
    else this.enqueue(toast);
    return toast.id;
  }

  /** Starts the exit of a toast; it is removed 150 ms later. */
  dismiss(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    this.clearTimer(id);
    this.update(this.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => this.update(this.toasts.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }

  /** A click on the toast: dismisses it only when it is dismissible. */
  click(id: number): void {
    if (this.toasts.find((t) => t.id === id)?.dismissible) this.dismiss(id);
  }

  pause(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    const timer = this.timers.get(id);
    if (!toast?.pauseOnHover || !timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining -= Date.now() - timer.startedAt;
  }

  resume(id: number): void {
    const timer = this.timers.get(id);
    if (!timer || timer.handle) return;
    this.startTimer(id, timer.remaining);
  }

  /** Called by the toaster view: from now on toasts show at once, and the queue is flushed. */
  mount(): () => void {
    this.mounted = true;
    this.flush();
    return () => {
      this.mounted = false;
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => this.listeners.delete(listener);
  }

  getToasts(): readonly Toast[] {
    return this.toasts;
  }

  private enqueue(toast: Toast) {
    this.pending.push(toast);
    this.retry ??= setInterval(() => this.flush(), TOAST_QUEUE_RETRY_MS);
  }

  private flush() {
    if (!this.mounted) return;
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
    const queued = this.pending;
    this.pending = [];
    for (const toast of queued) this.add(toast);
  }

  private add(toast: Toast) {
    this.update([...this.toasts, toast]);
    if (toast.duration > 0) this.startTimer(toast.id, toast.duration);
  }

  private startTimer(id: number, ms: number) {
    const handle = setTimeout(() => this.dismiss(id), ms);
    this.timers.set(id, { handle, remaining: ms, startedAt: Date.now() });
  }

  private clearTimer(id: number) {
    const timer = this.timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    this.timers.delete(id);
  }

  private update(next: Toast[]) {
    this.toasts = next;
    for (const listener of this.listeners) listener(next);
  }
}

export const toastStore = new ToastStore();

type Shortcut = (message: string, options?: Omit<ToastOptions, 'type'>) => number;
const typed =
  (type: ToastType): Shortcut =>
  (message, options) =>
    toastStore.show(message, { ...options, type });

/** `toast('Đã lưu')`, `toast.success(...)`, `toast.error(...)`, … */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => toastStore.show(message, options),
  {
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
    dismiss: (id: number) => toastStore.dismiss(id),
  },
);
