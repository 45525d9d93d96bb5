export const INVALIDATION_CHANNEL: string;
export function publishInvalidation(prefix: string): void;
export function subscribeInvalidations(listener: (prefix: string) => void): void;
