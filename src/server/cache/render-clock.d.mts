export function withRenderClock<T>(work: () => T, startedAt?: number): T;
export function renderStartedAt(): number | undefined;
export function entryStamp(startedAt?: number, now?: number): number;
