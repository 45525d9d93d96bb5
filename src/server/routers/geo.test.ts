// geo.* (DESIGN.md §18): the 34 provinces of the two-level list and a province's wards, through
// the real router; an unknown province is NOT_FOUND, a malformed code BAD_REQUEST.
import { createCaller } from '../root';
import { createContext } from '../trpc';
import type { Store } from '../db/store';

async function caller() {
  // The geo list needs no store: the procedures never touch it.
  return createCaller(await createContext({ store: {} as Store, headers: new Headers() }));
}

describe('geo', () => {
  it('lists the 34 provinces after 1 July 2025, with former names as aliases', async () => {
    const provinces = await (await caller()).geo.provinces();
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    expect(provinces.find((p) => p.code === '79')).toMatchObject({
      name: 'Thành phố Hồ Chí Minh',
      aliases: expect.arrayContaining(['Bình Dương']),
    });
  });

  it('lists a province’s wards, 3,321 in all', async () => {
    const api = await caller();
    const provinces = await api.geo.provinces();
    let total = 0;
    for (const province of provinces)
      total += (await api.geo.wards({ provinceCode: province.code })).length;
    expect(total).toBe(3321);
    expect(await api.geo.wards({ provinceCode: '14' })).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: '03646', name: 'Phường Tô Hiệu' })]),
    );
  });

  it('answers NOT_FOUND for a code that is no province and BAD_REQUEST for junk', async () => {
    const api = await caller();
    await expect(api.geo.wards({ provinceCode: '99' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.geo.wards({ provinceCode: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
