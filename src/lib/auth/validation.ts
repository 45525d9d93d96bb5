// Form validation for login, register and profile (spec §5). The rules are the server's own
// schemas (src/server/schemas/auth.ts, plain zod shared with the browser); the messages are ours,
// chosen by the kind of issue, so each locale shows its own text from messages/*.json.
import { z } from 'zod';
import { emailSchema, loginInput, passwordSchema, phoneSchema } from '@/server/schemas/auth';

export type ValidationKey = 'required' | 'email' | 'min' | 'max' | 'passwordMismatch' | 'phone';

export interface ValidationMessage {
  key: ValidationKey;
  values?: { min?: number; max?: number };
}

export type FormErrors<F extends string> = Partial<Record<F, ValidationMessage>>;

/** What a form shows per field: our own message, or a server's text as is. */
export type FieldMessages<F extends string> = Partial<Record<F, ValidationMessage | string>>;

export type Validation<T, F extends string> =
  { ok: true; data: T } | { ok: false; errors: FormErrors<F> };

export const NAME_MAX = 100;

const requiredName = z.string().trim().min(1).max(NAME_MAX);
const optionalName = z.string().trim().max(NAME_MAX);

export const loginFormSchema = loginInput;

export const registerFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    firstName: requiredName,
    lastName: optionalName.optional(),
    phone: phoneSchema.optional(),
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'passwordMismatch',
  });

export const profileFormSchema = z.object({
  firstName: requiredName,
  lastName: optionalName.nullable(),
  phone: phoneSchema.nullable(),
});

export type LoginFields = 'email' | 'password';
export type RegisterFields =
  'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName' | 'phone';
export type ProfileFields = 'firstName' | 'lastName' | 'phone';

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
      return { key: 'passwordMismatch' };
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

/** Empty optional inputs are "not given" (register) or "cleared" (profile). */
export function blankToUndefined(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}
