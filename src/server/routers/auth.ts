// auth.login, auth.register, auth.logout (spec §6–7), auth.logoutAll, and the mailed one-time
// sign-in link (auth.requestSignInLink, auth.loginWithLink). Both credential calls are rate limited
// per client address, per address and email, and (login) per account or per known device, inside
// the service, before any password is hashed. A login, by password or by link, sets the device
// cookie. Registration answers the same whether or not the email has an account.
import { env } from '@/env';
import {
  loginInput,
  registerInput,
  signInLinkInput,
  signInLinkRequestInput,
} from '../schemas/auth';
import { requestSignInLink } from '../services/account/sign-in-links';
import { deliverSoon } from '../services/mail/outbox';
import { login, loginWithLink, logout, logoutAll, register } from '../services/auth/auth';
import { deviceSetCookie } from '../services/auth/device-cookies';
import { protectedProcedure, publicProcedure, router, type Context } from '../trpc';

/** This device is known to the account from now on (OWASP device cookies). */
function leaveDeviceCookie(ctx: Context, deviceCookie: string): void {
  ctx.responseHeaders?.append(
    'set-cookie',
    deviceSetCookie(deviceCookie, {
      secure: ctx.http?.protocol === 'https' || env.SITE_URL.startsWith('https:'),
    }),
  );
}

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { deviceCookie, ...session } = await login(ctx.store, input, {
      ip: ctx.ip,
      deviceCookie: ctx.deviceCookie,
      now: new Date(),
    });
    leaveDeviceCookie(ctx, deviceCookie);
    return session;
  }),

  /** `{ accepted: true }` for a new and a known email alike; the browser then logs in. */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const answer = await register(
      ctx.store,
      input,
      { ip: ctx.ip, now: new Date() },
      { siteUrl: env.SITE_URL },
    );
    deliverSoon(ctx.store);
    return answer;
  }),

  /** `{ sent: true }` whether or not an account has the email; only its owner gets a link. */
  requestSignInLink: publicProcedure
    .input(signInLinkRequestInput)
    .mutation(({ ctx, input }) =>
      requestSignInLink(
        ctx.store,
        { email: input.email, locale: input.locale ?? 'vi' },
        { ip: ctx.ip },
        { siteUrl: env.SITE_URL },
        new Date(),
      ),
    ),

  /** Follows a mailed link: a session like a login's, and this device becomes known. */
  loginWithLink: publicProcedure.input(signInLinkInput).mutation(async ({ ctx, input }) => {
    const { deviceCookie, ...session } = await loginWithLink(ctx.store, input.token, {
      ip: ctx.ip,
      now: new Date(),
    });
    leaveDeviceCookie(ctx, deviceCookie);
    return session;
  }),

  // Public so that a client holding an expired token can still log out cleanly.
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx.store, ctx.accessToken)),

  /** "Sign out everywhere" (dashboard): every live token of the caller, this one included. */
  logoutAll: protectedProcedure.mutation(({ ctx }) => logoutAll(ctx.store, ctx.user.id)),
});
