export const CONTEXT_FREE_READS: Set<string>;
export const READ_COST: { request: number; cached: number; call: number; availabilityDay: number };
export interface ReadBudgetRule {
  capacity: number;
  refillPerSecond: number;
  maxAddresses: number;
}
export const READ_BUDGET: ReadBudgetRule;
export function readBudgetRule(perSecond: string | undefined): ReadBudgetRule;
export const READ_BUDGET_MESSAGE: string;
export function readCost(method: string, target: string): number;
export class ReadBudget {
  constructor(rule?: ReadBudgetRule);
  readonly rule: ReadBudgetRule;
  take(address: string, cost: number, now?: number): number;
}
