// Form validation for login, register and profile (spec §5). The rules are the procedures' own
// (src/lib/validation/account.ts, shared with the server); the messages are ours, chosen by the
// kind of issue, so each locale shows its own text from messages/*.json.
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  emailSchema,
  loginInput,
  NAME_MAX,
  nameSchema,
  passwordMatchesEmail,
  passwordSchema,
  phoneSchema,
} from '@/lib/validation/account';
import { INVALID_TEXT_ISSUE, INVALID_TEXT_MESSAGE, textField } from '@/lib/validation/text';

export { NAME_MAX };

export type ValidationKey =
  | 'required'
  | 'email'
  | 'min'
  | 'max'
  | 'passwordMismatch'
  | 'phone'
  | 'passwordEmail'
  | 'passwordCommon'
  | 'invalidText'
  | 'taxCode'
  | 'citizenId'
  | 'area';

export interface ValidationMessage {
  key: ValidationKey;
  values?: { min?: number; max?: number };
}

export type FormErrors<F extends string> = Partial<Record<F, ValidationMessage>>;

/** What a form shows per field: our own message, or a server's text as is. */
export type FieldMessages<F extends string> = Partial<Record<F, ValidationMessage | string>>;

export type Validation<T, F extends string> =
  { ok: true; data: T } | { ok: false; errors: FormErrors<F> };

const optionalName = textField({ max: NAME_MAX });

export const loginFormSchema = loginInput;

export const registerFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    firstName: nameSchema,
    lastName: optionalName.optional(),
    phone: phoneSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const { password, email } = value as { password: unknown; email: unknown };
    if (
      typeof password === 'string' &&
      typeof email === 'string' &&
      passwordMatchesEmail(password, email)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'passwordEmail',
        params: { key: 'passwordEmail' },
      });
    }
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'passwordMismatch',
        params: { key: 'passwordMismatch' },
      });
    }
  });

export const profileFormSchema = z.object({
  firstName: nameSchema,
  lastName: optionalName.nullable(),
  phone: phoneSchema.nullable(),
});

export type LoginFields = 'email' | 'password';
export type RegisterFields =
  'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName' | 'phone';
export type ProfileFields = 'firstName' | 'lastName' | 'phone';

const CUSTOM_KEYS: ReadonlySet<ValidationKey> = new Set([
  'passwordMismatch',
  'passwordEmail',
  'passwordCommon',
  INVALID_TEXT_ISSUE,
  'required',
  'phone',
] as const);

function customKey(issue: z.core.$ZodIssue): ValidationKey {
  const key: unknown = issue.code === 'custom' ? issue.params?.key : undefined;
  if (typeof key === 'string' && CUSTOM_KEYS.has(key as ValidationKey)) return key as ValidationKey;
  // The text rule's "not blank" refinement carries no key: its message says what it is.
  return 'required';
}

function messageFor(issue: z.core.$ZodIssue, raw: unknown): ValidationMessage {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { key: 'required' };
  }
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'max', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'phone' };
    case 'custom':
      return { key: customKey(issue) };
    default:
      return { key: 'required' };
  }
}

/** Parses form values; on failure, the first message per field. */
export function validate<S extends z.ZodType, F extends string>(
  schema: S,
  values: Record<F, unknown>,
): Validation<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!field || errors[field]) continue;
    errors[field] = messageFor(issue, values[field]);
  }
  return { ok: false, errors };
}

// The server answers in Vietnamese; its texts for rules the form also knows map to our keys, so an
// English page shows English (the common-password check exists only on the server).
const SERVER_TEXTS: ReadonlyMap<string, ValidationKey> = new Map<string, ValidationKey>([
  [ACCOUNT_MESSAGES.email, 'email'],
  [ACCOUNT_MESSAGES.phone, 'phone'],
  [ACCOUNT_MESSAGES.required, 'required'],
  [ACCOUNT_MESSAGES.passwordMismatch, 'passwordMismatch'],
  [ACCOUNT_MESSAGES.passwordEmail, 'passwordEmail'],
  [ACCOUNT_MESSAGES.passwordCommon, 'passwordCommon'],
  [INVALID_TEXT_MESSAGE, 'invalidText'],
]);

/** A server's field error as the form shows it: our own message when we know the text. */
export function fromServerText(text: string | undefined): ValidationMessage | string | undefined {
  if (text === undefined) return undefined;
  const key = SERVER_TEXTS.get(text);
  return key ? { key } : text;
}

/** Empty optional inputs are "not given" (register) or "cleared" (profile). */
export function blankToUndefined(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}
