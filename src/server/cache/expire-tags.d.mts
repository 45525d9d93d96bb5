export function expireTags(tags: readonly string[]): Promise<void>;
