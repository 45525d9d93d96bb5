export const OPEN_MS: number;
export class Breaker {
  constructor(options?: { openMs?: number; now?: () => number });
  readonly open: boolean;
  allows(): boolean;
  succeeded(): void;
  failed(): void;
}
