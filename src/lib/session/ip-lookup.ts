// Visitor IP and country from third-party services (spec §7, §8). Used only when the public
// setting `ip_lookup_enabled` is "true": otherwise the server takes both from the request.
import { ICON_FETCH_TIMEOUT_MS } from '@/config';

export const UNKNOWN_IP = 'unknown';
export const UNKNOWN_COUNTRY = 'XX';
export const IP_LOOKUP_TIMEOUT_MS = ICON_FETCH_TIMEOUT_MS;

export interface NetworkFacts {
  ip: string;
  country: string;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The services in the spec's order, and which fields each one answers. */
export const IP_SERVICES = {
  info: 'https://ipinfo.io/json', // { ip, country }
  ip: 'https://api.ipify.org?format=json', // { ip }
  countries: ['https://ipapi.co/json/', 'https://ipwho.is/'], // { country_code }
} as const;

function validIp(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-fA-F:.]{3,45}$/.test(value.trim())
    ? value.trim()
    : null;
}

function validCountry(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : null;
}

async function getJson(
  fetchImpl: FetchLike,
  url: string,
  timeoutMs: number,
): Promise<Record<string, unknown> | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch (error) {
    console.warn(`[session] IP lookup via ${url} failed`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tries the services in order, each with a 1.5 s timeout, and accepts an answer only with the
 * field it is asked for. Whatever stays unknown is reported as "unknown" / "XX".
 */
export async function lookupNetwork(
  fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init),
  timeoutMs: number = IP_LOOKUP_TIMEOUT_MS,
): Promise<NetworkFacts> {
  const info = await getJson(fetchImpl, IP_SERVICES.info, timeoutMs);
  let ip = validIp(info?.ip);
  let country = validCountry(info?.country);
  if (!ip) ip = validIp((await getJson(fetchImpl, IP_SERVICES.ip, timeoutMs))?.ip);
  for (const url of IP_SERVICES.countries) {
    if (country) break;
    country = validCountry((await getJson(fetchImpl, url, timeoutMs))?.country_code);
  }
  return { ip: ip ?? UNKNOWN_IP, country: country ?? UNKNOWN_COUNTRY };
}
