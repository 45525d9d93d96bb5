import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const DEFAULT_GRACE_SECONDS: number;
export const MAX_GRACE_SECONDS: number;
export const ACCEPT_QUEUE_WAIT_MS: number;
export function graceSecondsFrom(value: string | undefined): number;
export function acceptQueueIn(text: string, port: number): number | null;
export function acceptQueueLength(port: number, family?: string): number | null;

export interface DrainOptions {
  server: Server;
  graceMs: number;
  drainTimeoutMs: number;
  closePools: () => Promise<void>;
  headers?: Record<string, string>;
  build?: string;
  log?: Pick<Console, 'log' | 'warn'>;
  exit?: (code: number) => void;
  idleSweepMs?: number;
  /** Connections waiting to be accepted on a port (default: acceptQueueLength). */
  acceptQueue?: (port: number, family: string) => number | null;
  acceptQueueWaitMs?: number;
}

export interface Drain {
  intercept(req: IncomingMessage, res: ServerResponse): boolean;
  stop(signal: string): Promise<void>;
  phase(): 'serving' | 'grace' | 'draining';
}

export function createDrain(options: DrainOptions): Drain;
