// contact.send (DESIGN.md §17): a contact message, stored as a lead and mailed to the customer
// and the operator.
import { env } from '@/env';
import { contactInput } from '@/lib/validation/community';
import { sendContact } from '../services/leads/leads';
import { deliverSoon } from '../services/mail/outbox';
import { publicProcedure, router } from '../trpc';

export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    const receipt = await sendContact(ctx.store, input, {
      ip: ctx.ip,
      operatorEmail: env.OPERATOR_EMAIL,
      now: new Date(),
    });
    if (receipt.queued) deliverSoon(ctx.store);
    return { ok: true as const };
  }),
});
