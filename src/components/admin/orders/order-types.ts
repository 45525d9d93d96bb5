import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

/** One order as the console's detail reads it. */
export type OrderDetailData = inferRouterOutputs<AppRouter>['admin']['orders']['get'];
/** A step an operator may take on the order now. */
export type OrderAction = OrderDetailData['actions'][number];
