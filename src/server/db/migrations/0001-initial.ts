// Initial schema. Written against Kysely<any> with portable types only (DESIGN.md §6): text ids,
// integer 0/1 booleans, ISO time strings as text, JSON as text. No autoIncrement.
// Migrations see Kysely<any> on purpose: they must keep compiling when today's row types change.
/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('access_tokens_user_id')
    .on('access_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('hit_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_bucket_time')
    .on('rate_limit_hits')
    .columns(['bucket', 'hit_at'])
    .execute();

  await db.schema
    .createTable('themes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('colors', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('theme_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('theme_id', 'text', (c) => c.notNull().references('themes.id').onDelete('cascade'))
    .addColumn('section_key', 'text', (c) => c.notNull())
    .addColumn('page_type', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('theme_sections_theme_key_locale', ['theme_id', 'section_key', 'locale'])
    .execute();
  await db.schema
    .createIndex('theme_sections_theme_page')
    .on('theme_sections')
    .columns(['theme_id', 'page_type', 'locale'])
    .execute();

  await db.schema
    .createTable('logos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('light_mode_url', 'text', (c) => c.notNull())
    .addColumn('dark_mode_url', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('component_style_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('theme_id', 'text', (c) => c.notNull().references('themes.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('component_style_configs_theme')
    .on('component_style_configs')
    .column('theme_id')
    .execute();

  await db.schema
    .createTable('seo_pages')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('og_title', 'text')
    .addColumn('description', 'text')
    .addColumn('og_description', 'text')
    .addColumn('og_image', 'text')
    .addColumn('keywords', 'text')
    .addColumn('robots_txt', 'text')
    .addColumn('canonical_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('route_rules')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('redirect_to', 'text')
    .addColumn('permanent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('switches', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('visitor_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('device_info', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('landing_page', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('last_activity', 'text', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('exit_page', 'text')
    .addColumn('end_time', 'text')
    .execute();

  await db.schema
    .createTable('store_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'store_meta',
    'visitor_sessions',
    'route_rules',
    'seo_pages',
    'component_style_configs',
    'settings',
    'feature_flags',
    'logos',
    'theme_sections',
    'themes',
    'rate_limit_hits',
    'access_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
