import type { IncomingMessage, ServerResponse } from 'node:http';

export function localeOfTarget(target: string): 'vi' | 'en';
export function withShellLang(chunk: string | Uint8Array, locale: 'vi' | 'en'): Buffer | null;
export function langOnErrorShell(req: IncomingMessage, res: ServerResponse): void;
