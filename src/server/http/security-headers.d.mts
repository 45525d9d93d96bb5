export function contentSecurityPolicy(isProduction: boolean, options?: { wasm?: boolean }): string;
export function securityHeaders(isProduction: boolean): { key: string; value: string }[];
export const GATE_CONSOLE_PATHS: string[];
export function gateConsoleHeaders(isProduction: boolean): { key: string; value: string }[];
