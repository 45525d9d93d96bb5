// The app's tRPC router: one router per area (src/server/routers), joined here. The browser
// client imports only the `AppRouter` type from this file.
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin/_router';
import { authRouter } from './routers/auth';
import { cartRouter } from './routers/cart';
import { checkoutRouter } from './routers/checkout';
import { componentStyleConfigRouter } from './routers/component-style-config';
import { featureFlagsRouter } from './routers/feature-flags';
import { geoRouter } from './routers/geo';
import { logoRouter } from './routers/logo';
import { orderRouter } from './routers/order';
import { paymentRouter } from './routers/payment';
import { profileRouter } from './routers/profile';
import { routeRulesRouter } from './routers/route-rules';
import { getSeoByPathProcedure } from './routers/seo';
import { settingsRouter } from './routers/settings';
import { themeRouter } from './routers/theme';
import { ticketRouter } from './routers/ticket';
import { userSessionRouter } from './routers/user-session';
import { commentRouter } from './routers/comment';
import { consentRouter } from './routers/consent';
import { contactRouter } from './routers/contact';
import { dataRequestRouter } from './routers/data-request';
import { quoteRouter } from './routers/quote';
import { reviewRouter } from './routers/review';
import { voucherRouter } from './routers/voucher';
import { waitlistRouter } from './routers/waitlist';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  getSeoByPath: getSeoByPathProcedure,
  routeRules: routeRulesRouter,
  auth: authRouter,
  profile: profileRouter,
  theme: themeRouter,
  logo: logoRouter,
  userSession: userSessionRouter,
  featureFlags: featureFlagsRouter,
  settings: settingsRouter,
  componentStyleConfig: componentStyleConfigRouter,
  cart: cartRouter,
  checkout: checkoutRouter,
  order: orderRouter,
  payment: paymentRouter,
  ticket: ticketRouter,
  waitlist: waitlistRouter,
  voucher: voucherRouter,
  review: reviewRouter,
  comment: commentRouter,
  quote: quoteRouter,
  contact: contactRouter,
  consent: consentRouter,
  account: accountRouter,
  dataRequest: dataRequestRouter,
  geo: geoRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
