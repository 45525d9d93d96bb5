// Input rules of the account procedures (login, register, profile), shared by the server's
// procedures and the browser's forms. Plain zod with no server imports (STYLE rule 3). Visitor
// text passes the shared text rule (./text.ts). Passwords follow NIST SP 800-63B (DESIGN.md §8):
// 8 to 128 characters, not blank, not the email nor its local part, no composition rules; the
// check against the bundled list of common passwords is the server's own (src/server/schemas),
// so that list never ships to the browser.
import { z } from 'zod';
import { INVALID_PHONE_MESSAGE, phoneSchema } from './phone';
import { textField } from './text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** The server's (Vietnamese) texts; forms map each to their own locale through `params.key`. */
export const ACCOUNT_MESSAGES = {
  email: 'Email không hợp lệ',
  phone: INVALID_PHONE_MESSAGE,
  required: 'Trường này là bắt buộc',
  passwordMismatch: 'Mật khẩu không khớp',
  passwordEmail: 'Mật khẩu không được trùng với email',
  passwordCommon: 'Mật khẩu này quá phổ biến hoặc dễ đoán, vui lòng chọn mật khẩu khác',
  nothingToUpdate: 'Không có thông tin nào để cập nhật',
} as const;

/** `params.key` values of this module's custom issues (see lib/auth/validation.ts). */
export type AccountIssueKey = 'passwordMismatch' | 'passwordEmail' | 'passwordCommon';

export const emailSchema = textField({ max: EMAIL_MAX }).pipe(
  z
    .string()
    .toLowerCase()
    .pipe(z.email({ message: ACCOUNT_MESSAGES.email })),
);

/** A new password's own rules; the ones that compare it with the email are on the form object. */
export const passwordSchema = z
  .string({ message: ACCOUNT_MESSAGES.required })
  .min(PASSWORD_MIN, { message: `Tối thiểu ${PASSWORD_MIN} ký tự` })
  .max(PASSWORD_MAX, { message: `Tối đa ${PASSWORD_MAX} ký tự` })
  .refine((value) => value.trim() !== '', {
    message: ACCOUNT_MESSAGES.required,
    params: { key: 'required' },
  });

/** A phone from anywhere, stored in E.164 (./phone.ts). */
export { phoneSchema };

export const nameSchema = textField({ max: NAME_MAX });

/** An optional name; left blank in a form, it is stored as absent (null), not as ''. */
const optionalName = z
  .union([z.string(), z.null()])
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .pipe(z.union([z.null(), nameSchema]));

export const loginInput = z.object({
  email: emailSchema,
  // Not length-checked at login: an old password shorter than today's rule must still work.
  password: z
    .string({ message: ACCOUNT_MESSAGES.required })
    .min(1, { message: ACCOUNT_MESSAGES.required })
    .max(PASSWORD_MAX),
});

/** A one-time sign-in link asked for by email (login page), in the page's language. */
export const signInLinkRequestInput = z.object({
  email: emailSchema,
  locale: z.enum(['vi', 'en']).optional(),
});
export type SignInLinkRequestInput = z.infer<typeof signInLinkRequestInput>;

/** The token of a followed sign-in link (the page reads it from the link's fragment). */
export const signInLinkInput = z.object({ token: z.string().min(1).max(100) });

/**
 * True when the password is the email or the email's local part (case-insensitive): the first
 * guesses of anyone who knows the address.
 */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@', 1)[0] ?? '';
  return candidate === address || (local !== '' && candidate === local);
}

function customIssue(key: AccountIssueKey, path: string) {
  return {
    code: 'custom' as const,
    message: ACCOUNT_MESSAGES[key],
    path: [path],
    params: { key },
  };
}

export const registerInput = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().optional(),
    firstName: nameSchema,
    lastName: optionalName.optional(),
    phone: phoneSchema.optional().nullable(),
    /** The language of the verification mail. */
    locale: z.enum(['vi', 'en']).optional(),
  })
  .superRefine((value, ctx) => {
    // zod runs this even when a field failed, so the values may not be the strings they claim.
    const { password, email } = value as { password: unknown; email: unknown };
    if (
      typeof password === 'string' &&
      typeof email === 'string' &&
      passwordMatchesEmail(password, email)
    ) {
      ctx.addIssue(customIssue('passwordEmail', 'password'));
    }
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue(customIssue('passwordMismatch', 'confirmPassword'));
    }
  });

export const updateProfileInput = z
  .object({
    firstName: nameSchema.optional(),
    lastName: optionalName.optional(),
    phone: phoneSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: ACCOUNT_MESSAGES.nothingToUpdate,
  });

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
