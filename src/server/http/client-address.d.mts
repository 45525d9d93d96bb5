import type { BlockList } from 'node:net';

export function normalizeAddress(address: string): string;
export function parseTrustedProxies(value: string | undefined): BlockList | null;
export function resolveClientAddress(request: {
  socketAddress: string;
  forwardedFor: string | undefined;
  trusted: BlockList | null;
}): { address: string; viaTrustedProxy: boolean };

export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export function markClientAddressStamped(): void;
export function isClientAddressStamped(): boolean;
