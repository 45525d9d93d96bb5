// Row types of the store, as Kysely sees them. Portable across SQLite and PostgreSQL (DESIGN.md §6):
// text ids, booleans as 0/1 integers, times as ISO-8601 UTC strings, JSON as text.
// These are raw rows: services map them to domain types, so nothing above the store sees a row.
/** 0 or 1: better-sqlite3 cannot bind booleans, so both dialects store integers. */
export type Flag = number;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

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

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  rate_limit_hits: RateLimitHitsTable;
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
}
