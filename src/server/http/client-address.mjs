// The client address of a request (DESIGN.md §8). The socket's peer is the client unless the
// deployment names its proxies in TRUSTED_PROXIES (addresses and CIDR ranges, comma-separated,
// such as `127.0.0.1,10.0.0.0/8`); only a request whose peer is one of them has its
// X-Forwarded-For read, from the right, skipping trusted hops: the first untrusted address is the
// one the nearest trusted proxy saw. Everything to its left was written by the client and is
// ignored. Plain JavaScript because scripts/server.mjs runs it before Next; typed by the .d.mts.
import { BlockList, isIP } from 'node:net';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) → `127.0.0.1`; lower-case IPv6. */
export function normalizeAddress(address) {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  return mapped ? mapped[1] : value;
}

/**
 * Parses TRUSTED_PROXIES. Throws on an entry that is not an address or a CIDR range, so a typo
 * stops the server instead of silently trusting nothing (or everything).
 * @param {string | undefined} value
 * @returns {BlockList | null} null when no proxy is trusted
 */
export function parseTrustedProxies(value) {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixLength = prefix === undefined ? bits : Number(prefix);
    if (
      family === 0 ||
      extra !== undefined ||
      !Number.isInteger(prefixLength) ||
      prefixLength < 0 ||
      prefixLength > bits ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8)`,
      );
    }
    list.addSubnet(normalizeAddress(address), prefixLength, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** @param {BlockList} list @param {string} address */
function isTrusted(list, address) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * @param {{ socketAddress: string, forwardedFor: string | undefined, trusted: BlockList | null }} request
 * @returns {{ address: string, viaTrustedProxy: boolean }}
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trusted }) {
  const peer = normalizeAddress(socketAddress);
  if (!trusted || !isTrusted(trusted, peer)) return { address: peer, viaTrustedProxy: false };
  let address = peer;
  const hops = (forwardedFor ?? '').split(',').reverse();
  for (const hop of hops) {
    const candidate = normalizeAddress(hop);
    if (candidate === '') continue;
    // A malformed hop can only have been written by someone we do not trust: stop at the last
    // address a trusted hop vouched for.
    if (isIP(candidate) === 0) break;
    address = candidate;
    if (!isTrusted(trusted, candidate)) break;
  }
  return { address, viaTrustedProxy: true };
}

/** The request header scripts/server.mjs overwrites with the resolved client address. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

const STAMPED = Symbol.for('cable-car.client-address-stamped');

/** Called by scripts/server.mjs: every request of this process carries CLIENT_ADDRESS_HEADER. */
export function markClientAddressStamped() {
  globalThis[STAMPED] = true;
}

/**
 * True when this process serves through scripts/server.mjs. Only then is CLIENT_ADDRESS_HEADER
 * the server's word rather than whatever the client sent (`next start` or `next dev` alone pass
 * it through).
 */
export function isClientAddressStamped() {
  return globalThis[STAMPED] === true;
}
