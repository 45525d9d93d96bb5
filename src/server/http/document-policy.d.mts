import type { IncomingMessage, ServerResponse } from 'node:http';

export function hashSource(text: string): string;
export function scriptSourcesOf(html: string): string[];
export function markScriptIntegrity(
  html: string,
  integrityOf: (path: string) => string | null,
): string;
export function createNonce(): string;
export function createDocumentPolicies(options?: {
  maxBytes?: number;
  maxInlineScripts?: number;
  integrityOf?: (path: string) => string | null;
}): {
  nonceFor(req: IncomingMessage): string;
  applyToWhole(res: ServerResponse, body: Buffer, tag: string): Buffer | undefined;
  applyToStream(res: ServerResponse, nonce: string): void;
};
