// auth.login, auth.register, auth.logout (spec §6–7) and auth.logoutAll. Both credential calls are
// rate limited per client address, per address and email, and (login) per account or per known
// device, inside the service, before any password is hashed. A login sets the device cookie.
import { env } from '@/env';
import { loginInput, registerInput } from '../schemas/auth';
import { deliverSoon } from '../services/mail/outbox';
import { login, logout, logoutAll, register } from '../services/auth';
import { deviceSetCookie } from '../services/device-cookies';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { deviceCookie, ...session } = await login(ctx.store, input, {
      ip: ctx.ip,
      deviceCookie: ctx.deviceCookie,
    });
    // This device is known to the account from now on (OWASP device cookies).
    ctx.responseHeaders?.append(
      'set-cookie',
      deviceSetCookie(deviceCookie, {
        secure: ctx.http?.protocol === 'https' || env.SITE_URL.startsWith('https:'),
      }),
    );
    return session;
  }),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const result = await register(ctx.store, input, { ip: ctx.ip }, { siteUrl: env.SITE_URL });
    deliverSoon(ctx.store);
    return result;
  }),

  // Public so that a client holding an expired token can still log out cleanly.
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx.store, ctx.accessToken)),

  /** "Sign out everywhere" (dashboard): every live token of the caller, this one included. */
  logoutAll: protectedProcedure.mutation(({ ctx }) => logoutAll(ctx.store, ctx.user.id)),
});
