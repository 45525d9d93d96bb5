// Inputs of admin.reports.* (DESIGN.md §20), shared by the router, the download route and the
// console's forms: Vietnam days, `from` not after `to`, at most a year at a time.
import { z } from 'zod';
import { daysBetween } from '@/lib/calendar';
import { emailSchema } from '@/lib/validation/email';

/** The longest range one report covers (a season, or a whole year). */
export const TAKINGS_MAX_DAYS = 366;

export const takingsInput = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((range) => range.from <= range.to, {
    message: 'Ngày bắt đầu phải trước ngày kết thúc',
    path: ['to'],
  })
  .refine((range) => daysBetween(range.from, range.to) < TAKINGS_MAX_DAYS, {
    message: `Mỗi báo cáo tối đa ${TAKINGS_MAX_DAYS} ngày`,
    path: ['to'],
  });
export type TakingsInput = z.infer<typeof takingsInput>;

export const TAKINGS_FORMATS = ['csv', 'xlsx'] as const;

export const takingsDownloadInput = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  format: z.enum(TAKINGS_FORMATS),
  locale: z.enum(['vi', 'en']).default('vi'),
});

export const takingsMailInput = z.object({
  /** Vietnam time; null stops the mail. */
  hour: z.number().int().min(0).max(23).nullable(),
  to: emailSchema.nullable(),
});
