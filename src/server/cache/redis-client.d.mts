import type Redis from 'ioredis';

export function sharedRedis(): Redis | null;
export function createRedisClient(url: string): Redis;
