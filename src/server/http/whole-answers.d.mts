import type { IncomingMessage, ServerResponse } from 'node:http';

export function entityTag(body: string | Buffer): string;
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean;
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export function createWholeAnswers(options?: {
  maxBytes?: number;
  beforeHead?: (res: ServerResponse, body: Buffer, tag: string) => Buffer | undefined;
}): (req: IncomingMessage, res: ServerResponse) => void;
