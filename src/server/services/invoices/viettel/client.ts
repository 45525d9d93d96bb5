// Viettel S-Invoice over HTTP (integration spec §5, §7, §8): a login whose token is kept until
// shortly before it lapses and sent as the `access_token` cookie; JSON bodies for create and
// files, form bodies for the lookup and the cancel. An expired token answers HTTP 500
// "GENERAL", not 401: the client logs in again once and repeats the call. Every failure leaves
// as an InvoiceError that says whether the request may have been taken.
import { InvoiceError } from '../provider';

export interface ViettelCredentials {
  /** Origin (and path prefix) in front of /auth/login and /services/einvoiceapplication/api. */
  baseUrl: string;
  username: string;
  password: string;
  /** Viettel asks for 60–90 s; tests pass less. */
  timeoutMs?: number;
}

type Fetch = typeof fetch;

interface CachedToken {
  token: string;
  /** ms epoch after which a new login is made. */
  until: number;
}

// One login per process and account: S-Invoice tokens live minutes, logins are rate-limited.
const tokens = new Map<string, CachedToken>();

/** Tests start from no token. */
export function forgetViettelTokens(): void {
  tokens.clear();
}

const API_PATH = '/services/einvoiceapplication/api/';
const DEFAULT_TIMEOUT_MS = 90_000;

/** Viettel's envelopes: `{code, message, data}` on a 4xx/5xx, `{errorCode, description}` on 200. */
interface Envelope {
  code?: number | string;
  message?: string;
  data?: unknown;
  error?: string;
  errorCode?: string | null;
  description?: string | null;
}

function isGeneral(status: number, body: Envelope): boolean {
  return status === 500 && body.message === 'GENERAL';
}

export type Body = { json: unknown } | { form: Record<string, string> };

export class ViettelClient {
  constructor(
    private readonly credentials: ViettelCredentials,
    private readonly fetchImpl: Fetch = fetch,
    /** The token's lifetime runs on the provider's clock, which is the wall's. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private url(path: string): string {
    return `${this.credentials.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private get cacheKey(): string {
    return `${this.credentials.baseUrl}|${this.credentials.username}`;
  }

  private async send(path: string, body: Body, headers: Record<string, string>) {
    const isJson = 'json' in body;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path), {
        method: 'POST',
        headers: {
          ...headers,
          accept: 'application/json',
          'content-type': isJson
            ? 'application/json'
            : 'application/x-www-form-urlencoded; charset=utf-8',
        },
        body: isJson ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(this.credentials.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw networkFailure(error);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): classified by its status below.
      parsed = null;
    }
    return { status: response.status, body: (parsed ?? {}) as Envelope & Record<string, unknown> };
  }

  private async token(fresh: boolean): Promise<string> {
    const cached = tokens.get(this.cacheKey);
    if (!fresh && cached && cached.until > this.clock().getTime()) return cached.token;
    // A login makes no document: whatever became of it, trying again is safe.
    const { status, body } = await this.send(
      '/auth/login',
      { json: { username: this.credentials.username, password: this.credentials.password } },
      {},
    ).catch((error: unknown) => {
      const failure = error instanceof InvoiceError ? error : networkFailure(error);
      throw new InvoiceError('retryable', failure.code, failure.message);
    });
    const token = typeof body.access_token === 'string' ? body.access_token : null;
    if (status !== 200 || !token) {
      // A login refused is configuration (a wrong password): no retry fixes it by itself.
      throw new InvoiceError(
        status >= 500 ? 'retryable' : 'permanent',
        'LOGIN_FAILED',
        `S-Invoice login answered HTTP ${status} ${String(body.message ?? body.error ?? '')}`,
      );
    }
    const lifetime = Number(body.expires_in ?? 300) * 1000;
    tokens.set(this.cacheKey, {
      token,
      until: this.clock().getTime() + Math.max(lifetime - 60_000, 5_000),
    });
    return token;
  }

  /**
   * One API call under the login; `creates` says whether a lost answer may mean a document was
   * made (then a timeout is uncertain, not retryable).
   */
  async call(
    path: string,
    body: Body,
    creates: boolean,
  ): Promise<{ status: number; body: Envelope & Record<string, unknown> }> {
    let answer = await this.callOnce(path, body, false, creates);
    if (isGeneral(answer.status, answer.body)) {
      answer = await this.callOnce(path, body, true, creates);
      if (isGeneral(answer.status, answer.body)) {
        throw new InvoiceError('retryable', 'GENERAL', 'S-Invoice answered GENERAL twice');
      }
    }
    return answer;
  }

  private async callOnce(path: string, body: Body, fresh: boolean, creates: boolean) {
    const token = await this.token(fresh);
    try {
      return await this.send(`${API_PATH}${path}`, body, { cookie: `access_token=${token}` });
    } catch (error) {
      if (!creates && error instanceof InvoiceError && error.failure === 'uncertain') {
        throw new InvoiceError('retryable', error.code, error.message);
      }
      throw error;
    }
  }
}

/** A fetch that failed: refused before sending is retryable; a timeout or a cut may have been taken. */
function networkFailure(error: unknown): InvoiceError {
  const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || cause === 'EAI_AGAIN') {
    return new InvoiceError('retryable', cause, `S-Invoice unreachable (${cause})`);
  }
  const name = (error as { name?: string } | null)?.name;
  const message = error instanceof Error ? error.message : String(error);
  return new InvoiceError(
    'uncertain',
    name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK',
    `S-Invoice did not answer: ${message}`,
  );
}

/** An answer that is an error (spec §1.4: `code`/`error` present, or a non-empty errorCode). */
export function errorOf(status: number, body: Envelope): InvoiceError | null {
  const errorCode = body.errorCode ?? null;
  if (status === 200 && (errorCode === null || errorCode === '') && body.code === undefined) {
    return null;
  }
  // Viettel's codes are upper-case words (INVOICE_SERIAL_NOT_FOUND); a proxy's "Bad Gateway" is not.
  const named = [body.message, errorCode].find(
    (value): value is string => typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(value),
  );
  const code = named ?? `HTTP_${status}`;
  const detail =
    typeof body.data === 'string' ? body.data : (body.description ?? body.message ?? '');
  // 4xx and a 200 with an error code are the provider's refusal of this document; a 5xx may have
  // been half-done (Viettel's NPEs on a wrong template), so the next attempt looks first.
  const failure = status >= 500 ? 'uncertain' : 'permanent';
  return new InvoiceError(failure, code, `${code}${detail ? `: ${detail}` : ''}`);
}
