// account.exportData (DESIGN.md §18: the right to a copy): everything the store holds about the
// signed-in person, as one JSON document whose sections are those of personal-data-map.ts.
import { PRIVACY_NOTICE_VERSION } from '@/config';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import type { ExportSections } from './export-sections';
import { locatePerson } from './person';
import { PERSONAL_DATA } from './personal-data-map';

export type AccountExport = { exportedAt: string; noticeVersion: string } & ExportSections;

export async function exportAccountData(store: Store, userId: string): Promise<AccountExport> {
  const person = await locatePerson(store.db, userId);
  if (!person) throw new DomainError('user-not-found');
  const sections: Partial<Record<keyof ExportSections, unknown>> = {};
  for (const entry of PERSONAL_DATA) {
    if (typeof entry.export === 'string') continue;
    for (const part of entry.export) sections[part.name] = await part.read(store, person);
  }
  // Every section is named by one entry of the map (the export test checks each is there).
  const { profile, ...rest } = sections as unknown as ExportSections;
  return {
    exportedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile,
    ...rest,
  };
}
