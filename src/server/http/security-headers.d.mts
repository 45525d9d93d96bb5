export function contentSecurityPolicy(isProduction: boolean): string;
export function securityHeaders(isProduction: boolean): { key: string; value: string }[];
