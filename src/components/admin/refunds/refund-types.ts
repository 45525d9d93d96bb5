import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

/** One refund request as the desk reads it. */
export type RefundRequestData = inferRouterOutputs<AppRouter>['admin']['refunds']['get'];
