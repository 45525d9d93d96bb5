import type { RouterOutputs } from '@/lib/trpc/contract';

/** One refund request as the desk reads it. */
export type RefundRequestData = RouterOutputs['admin']['refunds']['get'];
