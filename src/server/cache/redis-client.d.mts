import type Redis from 'ioredis';

export function sharedRedis(): Redis | null;
