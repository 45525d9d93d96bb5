// auth.login, auth.register, auth.logout (spec §6–7). Both credential calls are rate limited per
// client IP and email inside the service.
import { loginInput, registerInput } from '../schemas/auth';
import { login, logout, register } from '../services/auth';
import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.store, input, { ip: ctx.ip })),

  register: publicProcedure
    .input(registerInput)
    .mutation(({ ctx, input }) => register(ctx.store, input, { ip: ctx.ip })),

  // Public so that a client holding an expired token can still log out cleanly.
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx.store, ctx.accessToken)),
});
