export const CSP_REPORT_PATH: string;
export const CSP_REPORT_GROUP: string;
export function contentSecurityPolicy(
  isProduction: boolean,
  options?: { wasm?: boolean; scriptSources?: string[] },
): string;
export const UPLOAD_CONTENT_SECURITY_POLICY: string;
export const UPLOAD_PATHS: string;
export function securityHeaders(isProduction: boolean): { key: string; value: string }[];
export const GATE_CONSOLE_PATHS: string[];
export function gateConsoleHeaders(isProduction: boolean): { key: string; value: string }[];
