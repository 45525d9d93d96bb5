import type Redis from 'ioredis';

export function takeSharedWindow(
  key: string,
  rule: { limit: number; windowMs: number },
  redis?: Redis | null,
): Promise<boolean | null>;
export function takeSharedBucket(
  key: string,
  cost: number,
  rule: { capacity: number; refillPerSecond: number },
  redis?: Redis | null,
): Promise<number | null>;
export function forgetSharedLimits(
  suffixes: readonly string[],
  redis?: Redis | null,
): Promise<number>;
