// The waiting list's inputs (DESIGN.md §20 `waitlist.*`, `admin.waitlist.*`): plain zod, shared by
// the booking page's form and the procedures.
import { z } from 'zod';
import { emailSchema, phoneSchema } from '../validation/checkout';
import { honeypotField } from '../validation/community';
import { MAX_TICKETS_PER_TYPE, ticketTypeSchema, visitDateSchema } from './ticket-schemas';

/** The mailed tokens: 256 random bits, base64url. */
export const waitlistTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Liên kết không hợp lệ' });

export const waitlistJoinInput = z.object({
  visitDate: visitDateSchema,
  ticketType: ticketTypeSchema,
  quantity: z
    .number({ message: 'Số lượng không hợp lệ' })
    .int({ message: 'Số lượng không hợp lệ' })
    .min(1, { message: 'Số lượng tối thiểu là 1' })
    .max(MAX_TICKETS_PER_TYPE, { message: `Số lượng tối đa là ${MAX_TICKETS_PER_TYPE}` }),
  contact: z.object({ email: emailSchema, phone: phoneSchema }),
  locale: z.enum(['vi', 'en']).default('vi'),
  website: honeypotField,
});
export type WaitlistJoinInput = z.infer<typeof waitlistJoinInput>;

export const waitlistLeaveInput = z.object({ token: waitlistTokenSchema });

export const adminWaitlistListInput = z.object({ visitDate: visitDateSchema });
export const adminWaitlistOfferInput = z.object({ entryId: z.string().min(1).max(64) });
