export function isLoopbackUrl(url: string): boolean;
export function siteUrlOf(environment: Record<string, string | undefined>): string;
export function isSharedDeployment(environment: Record<string, string | undefined>): boolean;
export function productionStartRefusals(environment: Record<string, string | undefined>): string[];
export function refuseUnsafeStart(environment: Record<string, string | undefined>): void;
