// The e2e server's own SQLite file (playwright.config's E2E_SQLITE_PATH), read and arranged as an
// operator or the clock would: each helper opens it, does one thing and closes it again.
import Database from 'better-sqlite3';
import { E2E_SQLITE_PATH } from '../../playwright.config';

/** The first row of `sql`, read-only. */
export function queryRow<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** Every row of `sql`, read-only. */
export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs `change` on a writable connection in one transaction and returns what it returns. */
export function changeStore<T>(change: (db: Database.Database) => T): T {
  const db = new Database(E2E_SQLITE_PATH, { fileMustExist: true });
  try {
    return db.transaction(() => change(db))();
  } finally {
    db.close();
  }
}

/** The shop's transfer account, as an operator would have set it (private settings). */
export function configureVietQr(): void {
  changeStore((db) => {
    const upsert = db.prepare(
      `INSERT INTO settings (key, value, is_public, updated_at) VALUES (?, ?, 0, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, is_public = 0`,
    );
    const at = new Date().toISOString();
    upsert.run('vietqr_bank_bin', '970436', at);
    upsert.run('vietqr_account_number', '0011004455667', at);
    upsert.run('vietqr_account_name', 'CONG TY CAP TREO NUI MAY', at);
    upsert.run('vietqr_bank_name', 'Vietcombank', at);
  });
}
