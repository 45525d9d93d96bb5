// Row types of the store, as Kysely sees them. Portable across SQLite and PostgreSQL (DESIGN.md §6):
// text ids, booleans as 0/1 integers, times as ISO-8601 UTC strings, JSON as text.
// These are raw rows: services map them to domain types, so nothing above the store sees a row.
import type { ColumnType } from 'kysely';
import type { ClosedDayReasonId, RefundStatus } from '@/lib/admin/refund-capacity-schemas';
import type { OrderStatus, PaymentStatus, TicketStatus } from '@/lib/orders/statuses';
import type { OrderMethodId } from '@/lib/validation/checkout';

// The status lists are shared rules (src/lib): the store's columns hold exactly those values.
export type { OrderStatus, PaymentStatus, TicketStatus };

/** 0 or 1: better-sqlite3 cannot bind booleans, so both dialects store integers. */
export type Flag = number;
/** A column added later (migration 0011): older inserts may leave it out. */
type OptionalUserId = ColumnType<string | null, string | null | undefined, string | null>;
/** A column with a default: inserts may leave it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  /** DESIGN.md §16: `customer` (default), `staff` or `admin`. */
  role: UserRole;
  created_at: string;
  updated_at: string;
  /** When a signed link mailed to `email` was opened (migration 0013); null: not verified. */
  email_verified_at: string | null;
}

export type UserRole = 'customer' | 'staff' | 'admin';

export interface AccessTokensTable {
  id: string;
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface RateLimitHitsTable {
  id: string;
  bucket: string;
  hit_at: string;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'ordered' | 'lapsed' | 'left';

/**
 * One wish on the waiting list of a sold-out day and type (migration 0021). While `offered`, its
 * seats are held: counted in ticket_capacity.sold until the order takes them or the hold lapses.
 */
export interface WaitlistEntriesTable {
  id: string;
  visit_date: string;
  ticket_type: string;
  quantity: number;
  email: string;
  phone: string;
  locale: string;
  status: WaitlistStatus;
  leave_token_hash: string;
  offer_token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The order that used the offer (kept even if that order is cancelled later). */
  order_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A mailed one-time sign-in link: only the token's sha256; used once, within expires_at. */
export interface SignInLinksTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ThemesTable {
  id: string;
  name: string;
  is_active: Flag;
  /** JSON of ThemeColors. */
  colors: string;
  created_at: string;
  updated_at: string;
}

export interface ThemeSectionsTable {
  id: string;
  theme_id: string;
  /** Stable key of the section inside a theme (the `sectionId` of theme.getSection). */
  section_key: string;
  page_type: string;
  locale: string;
  type: string;
  title: string | null;
  /** JSON object. */
  settings: string;
  sort_order: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface LogosTable {
  id: string;
  type: string;
  light_mode_url: string;
  dark_mode_url: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface FeatureFlagsTable {
  key: string;
  /** Free text; the flag is on only when it lowercases to "true" (spec §5). */
  value: string;
  description: string | null;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  is_public: Flag;
  updated_at: string;
}

export interface ComponentStyleConfigsTable {
  id: string;
  theme_id: string;
  type: string;
  title: string;
  /** JSON object, merged over the type's defaults when read. */
  settings: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface SeoPagesTable {
  path: string;
  title: string | null;
  og_title: string | null;
  description: string | null;
  og_description: string | null;
  og_image: string | null;
  keywords: string | null;
  robots_txt: string | null;
  canonical_url: string | null;
  updated_at: string;
}

export interface RouteRulesTable {
  /** Locale-less source path, e.g. `/khuyen-mai`. */
  path: string;
  /** Locale-less path or absolute http(s) URL; null when the rule only carries switches. */
  redirect_to: string | null;
  permanent: Flag;
  /** 0: the operator switched the redirect off; it is kept but answers no lookup. */
  active: Flag;
  /** JSON object of boolean per-path switches. */
  switches: string;
  updated_at: string;
}

export interface VisitorSessionsTable {
  session_id: string;
  user_id: string | null;
  ip_address: string;
  country: string;
  user_agent: string;
  /** JSON of DeviceInfo. */
  device_info: string;
  referrer: string;
  landing_page: string;
  start_time: string;
  last_activity: string;
  page_views: number;
  is_active: Flag;
  exit_page: string | null;
  end_time: string | null;
}

export interface StoreMetaTable {
  key: string;
  value: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: string;
}

/* ---------------------------------------------------------------------------------------------
 * Commerce (migration 0003-commerce, DESIGN.md §12). Money is integer đồng.
 * ------------------------------------------------------------------------------------------- */

export interface StockTable {
  sku: string;
  /** Units left to sell; only src/server/services/inventory writes it (conditional updates). */
  left: number;
  updated_at: string;
}

export interface CartsTable {
  /** The guest id (`guest_…`) or `user:<userId>`. */
  id: string;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  id: string;
  cart_id: string;
  /** A product variant's SKU, or a priced service's content id. */
  sku: string;
  /** `YYYY-MM-DD` (Asia/Ho_Chi_Minh) for services; null for goods. */
  service_date: string | null;
  quantity: number;
  added_at: string;
}

export type OrderKind = 'goods' | 'tickets';
/** A provider's id, or `free` for an order with nothing to pay. */
export type PaymentMethodColumn = OrderMethodId;

export interface OrdersTable {
  id: string;
  order_code: string;
  user_id: string | null;
  kind: OrderKind;
  status: OrderStatus;
  payment_status: PaymentStatus;
  locale: string;
  currency: string;
  subtotal: number;
  discount: number;
  shipping_fee: number;
  total_amount: number;
  contact_email: string;
  contact_phone: string;
  /** JSON of the shipping address as given at checkout. */
  shipping_json: string;
  /** JSON of the billing address; null when it is the shipping address. */
  billing_json: string | null;
  notes: string | null;
  /** The client's key, namespaced by cart: a retried submit finds its order by it. */
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** When an unpaid online payment lapses; null for cash on delivery. */
  expires_at: string | null;
  /** The voucher the buyer entered (upper-case), and the đồng it took off after tier discounts. */
  voucher_code: string | null;
  voucher_discount: Defaulted<number>;
  /** The shipping fee's VAT rate (percent), net and VAT (migration 0022-vat). */
  shipping_vat_rate: number;
  shipping_net: number;
  shipping_vat: number;
  /** When the payment fixed the rates (the tax point); null while unpaid. */
  tax_point_at: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  sku: string;
  name_vi: string;
  name_en: string;
  options_label: string;
  service_date: string | null;
  unit_price: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  /** The line's VAT group (content/vat-rates.yaml) and its share of the order's voucher. */
  vat_category: string;
  voucher_discount: number;
  /** Rate (percent), net and VAT of what was paid for it: net + vat = total − voucher_discount. */
  vat_rate: number;
  net_amount: number;
  vat_amount: number;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  at: string;
  /** `system`, `customer`, `user:<id>`, `webhook:payos`, `staff:<id>`… */
  actor: string;
  from_status: string | null;
  to_status: string | null;
  /** `created`, `status`, `payment`, `stock-released`… */
  kind: string;
  note: string | null;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  method: PaymentMethodColumn;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** PayOS `orderCode` of this attempt; int8 on PostgreSQL, which pg returns as a string. */
  provider_order_code: number | string | null;
  checkout_url: string | null;
  qr_payload: string | null;
  expires_at: string | null;
  paid_at: string | null;
  reference: string | null;
  /** The provider's own timestamp of the request, as a later query repeats it (VNPay). */
  provider_created_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  kind: string;
  locale: string;
  body_text: string;
  body_html: string;
  related_order_id: string | null;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  /** When a delivery last claimed the message; others wait out the lease before retrying. */
  attempted_at: string | null;
  last_error: string | null;
  /** The message's files as JSON (`MailAttachment[]`, contents in base64), or null for none. */
  attachments_json: string | null;
}

/* ---------------------------------------------------------------------------------------------
 * Tickets (migration 0005-tickets, DESIGN.md §13). Visit dates are `YYYY-MM-DD` (Asia/Ho_Chi_Minh).
 * ------------------------------------------------------------------------------------------- */

export interface TicketCapacityTable {
  /** The ticket's content id, e.g. `ve-nguoi-lon`. */
  ticket_type: string;
  visit_date: string;
  capacity: number;
  /** Seats claimed; only src/server/services/inventory writes it (conditional updates). */
  sold: number;
  /** 1 when operators closed the day (nothing is sold; holders may exchange or refund). */
  closed: number;
  updated_at: string;
}

export interface TicketsTable {
  id: string;
  order_id: string;
  order_line_id: string;
  /** `VE-` + 10 Crockford base-32 characters: typed by the holder with phone or email. */
  code: string;
  /** ≥128-bit random base64url: the e-ticket page's URL. */
  access_key: string;
  ticket_type: string;
  visit_date: string;
  /** Seats of `ticket_type` this row holds: 1 on a unit's first row, 0 on a bundle's other people. */
  quantity: number;
  /** Which unit of the order line (0…quantity-1), and which person of a bundle sold one each. */
  unit_no: Defaulted<number>;
  person_no: Defaulted<number>;
  /** A bundle sold one each: the person's own ticket type (`ve-tre-em`); null otherwise. */
  person_type: string | null;
  /** How many people this QR admits; null on rows written before (the catalogue's count). */
  people: number | null;
  status: TicketStatus;
  issued_at: string;
  used_at: string | null;
  used_gate: string | null;
  /** The ticket this one was exchanged for / from (ids). */
  exchanged_to: string | null;
  exchanged_from: string | null;
  /** Set when exchanged or refunded: the code is on the gate's revocation list. */
  revoked_at: string | null;
}

export type RefundRequestStatus = RefundStatus;

export interface RefundRequestsTable {
  id: string;
  order_id: string;
  status: RefundRequestStatus;
  reason: string;
  /** JSON array of the order line ids asked for (goods); null for the whole order. */
  lines_json: string | null;
  /** JSON array of the ticket codes given back (tickets); null for the whole order. */
  tickets_json: string | null;
  /** What the refund policy leaves to refund for those tickets (đồng); null: decided by hand. */
  due_amount: number | null;
  contact_email: string | null;
  contact_phone: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  note: string | null;
  amount: number | null;
  method: string | null;
  reference: string | null;
}

/* ---------------------------------------------------------------------------------------------
 * Community and leads (migration 0006-community, DESIGN.md §15).
 * ------------------------------------------------------------------------------------------- */

export type ModerationStatus = 'pending' | 'approved' | 'rejected' | 'spam';

export interface ReviewsTable {
  id: string;
  author_name: string;
  profession: string | null;
  avatar_url: string | null;
  rating: number;
  title: string | null;
  content: string;
  service_type: string;
  visit_date: string;
  locale: string;
  status: ModerationStatus;
  ip_hash: string | null;
  /** The signed-in author (migration 0011); null for guests. */
  user_id: OptionalUserId;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

export interface CommentsTable {
  id: string;
  post_slug: string;
  parent_id: string | null;
  name: string;
  email: string;
  content: string;
  status: ModerationStatus;
  ip_hash: string | null;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
  /** The signed-in author (migration 0011); null for guests. */
  user_id: OptionalUserId;
}

export type LeadKind = 'quote' | 'contact';

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  full_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  departure_date: string | null;
  subject: string | null;
  status: 'new' | 'answered';
  locale: string;
  created_at: string;
  answered_at: string | null;
}

export interface UploadsTable {
  id: string;
  kind: 'avatar' | 'logo' | 'favicon';
  file_name: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
  /** The served bytes (null only for a file of an older version not found by db:migrate). */
  data: Buffer | null;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  sign_in_links: SignInLinksTable;
  waitlist_entries: WaitlistEntriesTable;
  themes: ThemesTable;
  theme_sections: ThemeSectionsTable;
  logos: LogosTable;
  feature_flags: FeatureFlagsTable;
  settings: SettingsTable;
  component_style_configs: ComponentStyleConfigsTable;
  seo_pages: SeoPagesTable;
  route_rules: RouteRulesTable;
  visitor_sessions: VisitorSessionsTable;
  store_meta: StoreMetaTable;
  schema_migrations: SchemaMigrationsTable;
  stock: StockTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  mail_outbox: MailOutboxTable;
  reviews: ReviewsTable;
  comments: CommentsTable;
  leads: LeadsTable;
  uploads: UploadsTable;
  ticket_capacity: TicketCapacityTable;
  tickets: TicketsTable;
  refund_requests: RefundRequestsTable;
  audit_log: AuditLogTable;
  ticket_check_ins: TicketCheckInsTable;
  closed_days: ClosedDaysTable;
  consents: ConsentsTable;
  data_requests: DataRequestsTable;
  vouchers: VouchersTable;
  voucher_uses: VoucherUsesTable;
  order_invoices: OrderInvoicesTable;
  ledger_entries: LedgerEntriesTable;
  invoices: InvoicesTable;
  reconciliation_runs: ReconciliationRunsTable;
  reconciliation_items: ReconciliationItemsTable;
}

/** One money movement at one VAT rate (migration 0023-ledger); inserted, never changed. */
export interface LedgerEntriesTable {
  id: string;
  /** `sale:{paymentId}:{rate}` or `refund:{refundRequestId}:{rate}`: unique. */
  source_key: string;
  at: string;
  /** Its Vietnam day (the takings' day). */
  day: string;
  kind: 'sale' | 'refund';
  order_id: string;
  order_code: string;
  order_kind: OrderKind;
  payment_id: string | null;
  refund_request_id: string | null;
  /** The payment method the order was paid with. */
  method: string;
  vat_rate: number;
  gross: number;
  discount: number;
  refund: number;
  /** Signed: the VAT in what the row keeps (negative for a refund). */
  vat: number;
}

/* ---------------------------------------------------------------------------------------------
 * Reconciliation (migration 0025-reconcile, issue 41): the provider's record against the store's.
 * ------------------------------------------------------------------------------------------- */

/** One provider's Vietnam day, claimed by the one sweeper (or operator) that checks it. */
export interface ReconciliationRunsTable {
  provider: string;
  day: string;
  /** `running` while claimed; `done` or `failed` after. */
  status: 'running' | 'done' | 'failed';
  claimed_at: string;
  finished_at: string | null;
  /** Attempts asked about, and differences found, by the last pass. */
  checked: number;
  differences: number;
  last_error: string | null;
}

export type ReconciliationKind =
  'paid_not_recorded' | 'amount_differs' | 'counted_twice' | 'recorded_not_paid';

/** A difference found, kept until an operator resolves it (applied or flagged). */
export interface ReconciliationItemsTable {
  id: string;
  provider: string;
  /** The run's day on which it was first found. */
  day: string;
  provider_order_code: string;
  kind: ReconciliationKind;
  payment_id: string | null;
  order_id: string | null;
  provider_amount: number | null;
  store_amount: number | null;
  reference: string | null;
  found_at: string;
  resolution: 'applied' | 'flagged' | null;
  resolved_by: string | null;
  resolved_at: string | null;
  note: string | null;
}

export type VoucherScope = 'goods' | 'tickets' | 'all';

/** A voucher code: its terms, and how many uses orders hold now. */
export interface VouchersTable {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  min_subtotal: Defaulted<number>;
  max_uses: number | null;
  max_uses_per_contact: number | null;
  starts_at: string | null;
  ends_at: string | null;
  applies_to: VoucherScope;
  used: Defaulted<number>;
  disabled_at: string | null;
  created_by: string;
  created_at: string;
}

/** One order's use of a voucher; `released_at` once the order was cancelled or expired. */
export interface VoucherUsesTable {
  order_id: string;
  code: string;
  contact: string;
  claimed_at: string;
  released_at: string | null;
}

/** Every operator change (DESIGN.md §16): who, what, on which record, when. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  /** A dotted verb, e.g. `order.confirm`, `review.approve`, `capacity.close`. */
  action: string;
  target_type: string;
  target_id: string;
  details_json: string | null;
  created_at: string;
}

/** Every scan a gate reported, admitted or not; `scan_id` makes an offline queue's replay idempotent. */
export interface TicketCheckInsTable {
  id: string;
  scan_id: string;
  ticket_id: string | null;
  code: string | null;
  gate: string;
  operator_id: string;
  scanned_at: string;
  recorded_at: string;
  result: string;
}

export type ClosedDayReason = ClosedDayReasonId;

/** A visit date operators closed (migration 0008): why, by whom (user id), when. */
export interface ClosedDaysTable {
  visit_date: string;
  reason: ClosedDayReason;
  note: string | null;
  closed_by: string;
  closed_at: string;
}

/** One answer to the consent banner (migration 0011): evidence without an address. */
export interface ConsentsTable {
  id: string;
  anonymous_id: string;
  user_id: string | null;
  notice_version: string;
  analytics: Flag;
  advertising: Flag;
  recorded_at: string;
}

export type DataRequestKind = 'access' | 'delete' | 'correct' | 'object';
export type DataRequestStatus = 'unverified' | 'open' | 'acknowledged' | 'done' | 'rejected';

/** A guest's request about their personal data (migration 0011), confirmed by an emailed link. */
export interface DataRequestsTable {
  id: string;
  kind: DataRequestKind;
  email: string;
  message: string | null;
  locale: string;
  status: DataRequestStatus;
  token_hash: string | null;
  created_at: string;
  verified_at: string | null;
  acknowledge_by: string | null;
  due_by: string | null;
  acknowledged_at: string | null;
  closed_at: string | null;
}

export type InvoiceKind = 'company' | 'person';
/** requested → issuing (a sweep claimed it) → issued; a failed hand-over goes back to requested. */
export type InvoiceStatus = 'requested' | 'issuing' | 'issued';

/** An order's e-invoice request (migration 0018). */
export interface OrderInvoicesTable {
  order_id: string;
  kind: InvoiceKind;
  company_name: string | null;
  tax_code: string | null;
  address: string | null;
  citizen_id: string | null;
  full_name: string | null;
  email: string;
  request_day: string;
  requested_at: string;
  status: InvoiceStatus;
  provider: string | null;
  provider_ref: string | null;
  claimed_at: string | null;
  issued_at: string | null;
}

export type InvoiceDocumentKind = 'original' | 'adjustment' | 'cancellation';
/**
 * requested → issuing (claimed, or sent and its number pending) → issued, or failed after the
 * last attempt; an issued original becomes adjusted or cancelled once its follow-up is issued.
 */
export type InvoiceDocumentStatus =
  'requested' | 'issuing' | 'issued' | 'failed' | 'adjusted' | 'cancelled';

/** One document sent to the e-invoice provider (migration 0024). */
export interface InvoicesTable {
  id: string;
  order_id: string;
  kind: InvoiceDocumentKind;
  original_invoice_id: string | null;
  refund_request_id: string | null;
  original_guard: string | null;
  idempotency_key: string;
  access_key: string;
  provider: string;
  status: InvoiceDocumentStatus;
  buyer_json: string;
  basis_json: string | null;
  document_json: string | null;
  total_amount: number;
  template_code: string | null;
  series: string | null;
  invoice_no: string | null;
  number: string | null;
  lookup_code: string | null;
  tax_authority_code: string | null;
  issued_at: string | null;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  claimed_at: string | null;
  last_error: string | null;
  pdf_data: Buffer | null;
  created_at: string;
  updated_at: string;
}
