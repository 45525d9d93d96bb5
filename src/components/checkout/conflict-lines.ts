import { TRPCClientError } from '@trpc/client';
import type { ShortLine } from '@/lib/trpc/contract';

function isShortLine(value: unknown): value is ShortLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.sku === 'string' && typeof line.left === 'number';
}

/** The lines a CONFLICT names (`data.details.lines` of the error the server formats). */
export function conflictLines(error: unknown): ShortLine[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return [];
  const details: unknown = (data as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return [];
  const lines = (details as { lines?: unknown }).lines;
  return Array.isArray(lines)
    ? lines
        .filter(isShortLine)
        .map((l) => ({ sku: l.sku, name: String(l.name ?? l.sku), left: l.left }))
    : [];
}
