// profile.getMyProfile and profile.updateProfile (spec §7): the bearer token's own user; and
// profile.requestEmailVerification, which mails a new verification link (rate limited).
import { z } from 'zod';
import { env } from '@/env';
import { updateProfileInput } from '../schemas/auth';
import { requestEmailVerification } from '../services/account/email-verification';
import { getProfile, updateProfile } from '../services/auth/auth';
import { deliverSoon } from '../services/mail/outbox';
import { takeRateLimit } from '../services/rate-limit/rate-limit';
import { protectedProcedure, router } from '../trpc';

/** A mailbox is sent a new link at most this often. */
export const VERIFICATION_MAIL_RATE_LIMIT = { limit: 3, windowMs: 60 * 60_000 };

export const profileRouter = router({
  getMyProfile: protectedProcedure.query(({ ctx }) => getProfile(ctx.store, ctx.user.id)),

  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.store, ctx.user.id, input)),

  requestEmailVerification: protectedProcedure
    .input(z.object({ locale: z.enum(['vi', 'en']).default('vi') }))
    .mutation(async ({ ctx, input }) => {
      await takeRateLimit(
        ctx.store,
        `verify-email:user:${ctx.user.id}`,
        VERIFICATION_MAIL_RATE_LIMIT,
        new Date(),
      );
      const result = await requestEmailVerification(ctx.store, ctx.user.id, {
        locale: input.locale,
        siteUrl: env.SITE_URL,
      });
      if (result.sent) deliverSoon(ctx.store);
      return result;
    }),
});
