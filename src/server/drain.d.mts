import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const DEFAULT_GRACE_SECONDS: number;
export const MAX_GRACE_SECONDS: number;
export function graceSecondsFrom(value: string | undefined): number;

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
}

export interface Drain {
  intercept(req: IncomingMessage, res: ServerResponse): boolean;
  stop(signal: string): Promise<void>;
  phase(): 'serving' | 'grace' | 'draining';
}

export function createDrain(options: DrainOptions): Drain;
