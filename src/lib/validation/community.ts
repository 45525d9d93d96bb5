// Inputs of the community and lead procedures (DESIGN.md §15, §17: review.*, comment.*,
// quote.create, contact.send), shared by the procedures and the browser's forms. Plain zod with no
// server imports. Every visitor-typed text passes the shared text rule (./text.ts); each form also
// carries the honeypot `website`, which people never see and bots fill in.
import { isDay, vietnamDate } from '@/lib/calendar';
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './checkout';
import { INVALID_PHONE_MESSAGE, PHONE_MAX, phoneSchema } from './phone';
import { optionalTextField, PERSON_NAME_MIN, REQUIRED_MESSAGE, textField } from './text';

export const COMMUNITY_LIMITS = {
  name: 100,
  profession: 100,
  title: 150,
  review: 2000,
  comment: 2000,
  message: 2000,
  subject: 200,
  phone: PHONE_MAX,
  email: 254,
} as const;

/** The server's (Vietnamese) texts; forms map them to their locale's messages. */
export const COMMUNITY_MESSAGES = {
  dateRequired: 'Vui lòng chọn ngày',
  dateInvalid: 'Ngày không hợp lệ',
  datePast: 'Ngày khởi hành không được ở trong quá khứ',
  dateFuture: 'Ngày tham quan không được ở trong tương lai',
  rating: 'Vui lòng chọn số sao từ 1 đến 5',
  serviceType: 'Loại dịch vụ không hợp lệ',
  phone: INVALID_PHONE_MESSAGE,
  avatar: 'Ảnh đại diện không hợp lệ',
} as const;

/** Where an accepted avatar is served: generated names only (src/app/api/uploads). */
export const AVATAR_URL_PATTERN = /^\/api\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.webp$/;

/** The honeypot: hidden from people, so anything in it is a bot's (the server pretends success). */
export const honeypotField = z.string().max(500).optional();

/** An email typed in a public form (also the privacy request form's). */
export const emailField = z
  .string({ message: REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_MESSAGE })
  .refine((value) => value.length <= COMMUNITY_LIMITS.email, {
    message: INVALID_EMAIL_MESSAGE,
    params: { key: 'email' },
  })
  .toLowerCase()
  .pipe(z.email({ message: INVALID_EMAIL_MESSAGE }));

/** A phone from anywhere, stored in E.164 (./phone.ts). */
const phoneField = phoneSchema;

const optionalPhoneField = z
  .union([z.string(), z.null()])
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .pipe(z.union([z.null(), phoneField]));

/** An optional field may also be left out of the input entirely: absent reads as null. */
function absentAsNull<T extends z.ZodType>(schema: T) {
  return schema.optional().transform((value) => value ?? null);
}

/** A YYYY-MM-DD day compared with Vietnam's today (Asia/Ho_Chi_Minh), read at parse time. */
function dayField(when: 'not-past' | 'not-future') {
  const tooFar = when === 'not-past' ? 'datePast' : 'dateFuture';
  return z
    .string({ message: COMMUNITY_MESSAGES.dateRequired })
    .trim()
    .refine((day) => day.length > 0, {
      message: COMMUNITY_MESSAGES.dateRequired,
      params: { key: 'dateRequired' },
      abort: true,
    })
    .refine(isDay, {
      message: COMMUNITY_MESSAGES.dateInvalid,
      params: { key: 'dateInvalid' },
      abort: true,
    })
    .refine(
      (day) =>
        when === 'not-past' ? day >= vietnamDate(new Date()) : day <= vietnamDate(new Date()),
      {
        message: COMMUNITY_MESSAGES[tooFar],
        params: { key: tooFar },
      },
    );
}

export const localeField = z.enum(['vi', 'en']).default('vi');

/** `cable-car`, `restaurant` or a service's content id (checked against content by the server). */
export const serviceTypeField = z
  .string({ message: COMMUNITY_MESSAGES.serviceType })
  .refine((value) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(value), {
    message: COMMUNITY_MESSAGES.serviceType,
    params: { key: 'serviceType' },
  });

export const reviewInput = z.object({
  authorName: textField({ max: COMMUNITY_LIMITS.name, min: PERSON_NAME_MIN }),
  profession: absentAsNull(optionalTextField({ max: COMMUNITY_LIMITS.profession })),
  avatarUrl: z
    .union([z.string().regex(AVATAR_URL_PATTERN, { message: COMMUNITY_MESSAGES.avatar }), z.null()])
    .optional()
    .transform((value) => value ?? null),
  rating: z.custom<number>(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5,
    { message: COMMUNITY_MESSAGES.rating, params: { key: 'rating' } },
  ),
  title: absentAsNull(optionalTextField({ max: COMMUNITY_LIMITS.title })),
  content: textField({ max: COMMUNITY_LIMITS.review, multiline: true }),
  serviceType: serviceTypeField,
  visitDate: dayField('not-future'),
  locale: localeField,
  website: honeypotField,
});
export type ReviewInput = z.output<typeof reviewInput>;

/** A post's content id, or a reply's comment id. */
const contentIdField = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/);
const commentIdField = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export const commentInput = z.object({
  postSlug: contentIdField,
  parentId: z
    .union([commentIdField, z.null()])
    .optional()
    .transform((value) => value ?? null),
  name: textField({ max: COMMUNITY_LIMITS.name }),
  email: emailField,
  content: textField({ max: COMMUNITY_LIMITS.comment, multiline: true }),
  website: honeypotField,
});
export type CommentInput = z.output<typeof commentInput>;

export const commentListInput = z.object({ postSlug: contentIdField });

export const quoteInput = z.object({
  fullName: textField({ max: COMMUNITY_LIMITS.name, min: PERSON_NAME_MIN }),
  email: emailField,
  phone: phoneField,
  message: absentAsNull(optionalTextField({ max: COMMUNITY_LIMITS.message, multiline: true })),
  departureDate: dayField('not-past'),
  /** What the quote is for: a service's name, "group tickets"… */
  subject: absentAsNull(optionalTextField({ max: COMMUNITY_LIMITS.subject })),
  locale: localeField,
  website: honeypotField,
});
export type QuoteInput = z.output<typeof quoteInput>;

export const contactInput = z.object({
  fullName: textField({ max: COMMUNITY_LIMITS.name, min: PERSON_NAME_MIN }),
  email: emailField,
  phone: absentAsNull(optionalPhoneField),
  message: textField({ max: COMMUNITY_LIMITS.message, multiline: true }),
  locale: localeField,
  website: honeypotField,
});
export type ContactInput = z.output<typeof contactInput>;

export const reviewListInput = z.object({
  page: z.number().int().min(1).max(1000).default(1),
});
