/* eslint-disable @typescript-eslint/no-explicit-any -- Next's cache entries are untyped here */
import type Redis from 'ioredis';
import type { Breaker } from './breaker.mjs';

type TagState = { stale?: number; expired?: number };

export function serializeEntry(entry: unknown): string;
export function deserializeEntry(text: string): any;
export function tagState(durations: { expire?: number } | undefined, now?: number): TagState;
export function revalidatedAt(state: TagState | undefined): number;
export function laterTagState<T extends TagState | undefined>(current: T, incoming: T): T;
export const TAGS_KEY: string;
export const SETTLE_MS: number;

export interface CacheState {
  breaker: Breaker;
  pendingTags: Map<string, TagState>;
  /** Redis failed or dropped the connection since it last answered. */
  away: boolean;
  /** Until then (ms since the epoch) entries are not read: the other instances are replaying. */
  settleUntil: number;
}
export function processCacheState(): CacheState;
export function newCacheState(breaker?: Breaker, options?: { settleMs?: number }): CacheState;

export class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string }, redis: Redis, state?: CacheState);
  readonly state: CacheState;
  get(key: string, ctx: any): Promise<any>;
  set(key: string, data: any, ctx: any): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export function expireTagsNow(tags: readonly string[]): Promise<void>;
