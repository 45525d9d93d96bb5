// profile.getMyProfile and profile.updateProfile (spec §7): the bearer token's own user.
import { updateProfileInput } from '../schemas/auth';
import { getProfile, updateProfile } from '../services/auth';
import { protectedProcedure, router } from '../trpc';

export const profileRouter = router({
  getMyProfile: protectedProcedure.query(({ ctx }) => getProfile(ctx.store, ctx.user.id)),

  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.store, ctx.user.id, input)),
});
