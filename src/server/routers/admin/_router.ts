// admin.* (DESIGN.md §16): the operator console's procedures, one sub-router per area. Every one
// is built on staffProcedure (staff and admin) or adminProcedure (admin only); the router walk in
// admin.test.ts calls each without a token and with a customer's, so none can slip through.
import { staffProcedure, router } from '../../trpc';
import { auditRouter } from './audit';
import { adminLeadsRouter } from './leads';
import { adminModerationRouter } from './moderation';
import { adminStaffRouter } from './staff';
import { adminOrdersRouter } from './orders';
import { checkInRouter } from './check-in';
import { adminCapacityRouter } from './capacity';
import { adminRefundsRouter } from './refunds';
import { adminDataRequestsRouter } from './data-requests';
import { adminVouchersRouter } from './vouchers';
import { adminInvoicesRouter } from './invoices';
import { adminPaymentsRouter } from './payments';
import { adminWaitlistRouter } from './waitlist';
import { adminReportsRouter } from './reports';
import {
  adminFlagsRouter,
  adminLogosRouter,
  adminRedirectsRouter,
  adminSeoRouter,
  adminSettingsRouter,
  adminThemeRouter,
  SITE_ADMIN_ONLY,
} from './site';

/**
 * Procedures only an admin may call (staff get FORBIDDEN): managing staff, the payment settings,
 * and changing the site's settings (staff may read those).
 */
export const ADMIN_ONLY_PREFIXES = [
  'admin.staff.',
  'admin.payments.',
  'admin.vouchers.',
  'admin.invoices.',
  'admin.reports.',
  ...SITE_ADMIN_ONLY,
] as const;

export const adminRouter = router({
  /** Who the console is talking to: the console shows its areas by role. */
  me: staffProcedure.query(({ ctx }) => ({
    id: ctx.user.id,
    email: ctx.user.email,
    role: ctx.user.role,
  })),
  audit: auditRouter,
  staff: adminStaffRouter,
  moderation: adminModerationRouter,
  leads: adminLeadsRouter,
  orders: adminOrdersRouter,
  checkIn: checkInRouter,
  refunds: adminRefundsRouter,
  capacity: adminCapacityRouter,
  waitlist: adminWaitlistRouter,
  dataRequests: adminDataRequestsRouter,
  invoices: adminInvoicesRouter,
  redirects: adminRedirectsRouter,
  flags: adminFlagsRouter,
  settings: adminSettingsRouter,
  seo: adminSeoRouter,
  theme: adminThemeRouter,
  logos: adminLogosRouter,
  vouchers: adminVouchersRouter,
  payments: adminPaymentsRouter,
  reports: adminReportsRouter,
});
