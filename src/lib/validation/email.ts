// An email address as every form and procedure takes it: trimmed, lower-cased, at most 254
// characters. Its own module so that the checkout and invoice schemas can share it.
import { z } from 'zod';
import { REQUIRED_MESSAGE } from './text';

export const INVALID_EMAIL_MESSAGE = 'Email không hợp lệ';

export const emailSchema = z
  .string({ message: REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_MESSAGE })
  .refine((value) => value.length <= 254, {
    message: INVALID_EMAIL_MESSAGE,
    params: { key: 'email' },
  })
  .toLowerCase()
  .pipe(z.email({ message: INVALID_EMAIL_MESSAGE }));
