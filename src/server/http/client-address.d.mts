import type { BlockList } from 'node:net';

export function normalizeAddress(address: string): string;
export function parseTrustedProxies(value: string | undefined): BlockList | null;
export function resolveClientAddress(request: {
  socketAddress: string;
  forwardedFor: string | undefined;
  trusted: BlockList | null;
}): { address: string; viaTrustedProxy: boolean };
