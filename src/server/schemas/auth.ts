// Input schemas of the account procedures. Plain zod with no server imports, so the browser's
// forms can validate with the very same rules (import from '@/server/schemas/auth').
import { z } from 'zod';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Email không hợp lệ' }));

export const passwordSchema = z
  .string()
  .min(8, { message: 'Tối thiểu 8 ký tự' })
  .max(128, { message: 'Tối đa 128 ký tự' });

/** Digits with an optional leading +, 9–15 digits once spaces, dots and dashes are removed. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{9,15}$/, { message: 'Số điện thoại không hợp lệ' }));

const nameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Trường này là bắt buộc' })
  .max(100, { message: 'Tối đa 100 ký tự' });

/** An optional name; left blank in a form, it is stored as absent (null), not as ''. */
const optionalName = z
  .string()
  .trim()
  .max(100, { message: 'Tối đa 100 ký tự' })
  .transform((value) => (value === '' ? null : value));

export const loginInput = z.object({
  email: emailSchema,
  // Not length-checked at login: an old password shorter than today's rule must still work.
  password: z.string().min(1, { message: 'Trường này là bắt buộc' }).max(128),
});

export const registerInput = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().optional(),
    firstName: nameSchema,
    lastName: optionalName.optional().nullable(),
    phone: phoneSchema.optional().nullable(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Mật khẩu không khớp',
    path: ['confirmPassword'],
  });

export const updateProfileInput = z
  .object({
    firstName: nameSchema.optional(),
    lastName: optionalName.nullable().optional(),
    phone: phoneSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Không có thông tin nào để cập nhật',
  });

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
