import type { RouterOutputs } from '@/lib/trpc/contract';

/** One order as the console's detail reads it. */
export type OrderDetailData = RouterOutputs['admin']['orders']['get'];
/** A step an operator may take on the order now. */
export type OrderAction = OrderDetailData['actions'][number];
