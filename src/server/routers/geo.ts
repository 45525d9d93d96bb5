// geo.* (DESIGN.md §18): the 34 provinces and a province's wards for the address pickers. Public
// reads of a vendored list: context-free (cached whole by the HTTP handler, cheap in the read
// budget; see src/server/http/read-budget.mjs).
import { DomainError } from '../services/errors';
import { listProvinces, listWards } from '../services/geo/vn-units';
import { publicProcedure, router } from '../trpc';
import { geoWardsInput } from '@/lib/validation/geo';

export const geoRouter = router({
  provinces: publicProcedure.query(() => listProvinces()),

  wards: publicProcedure.input(geoWardsInput).query(({ input }) => {
    const wards = listWards(input.provinceCode);
    if (!wards) {
      throw new DomainError('wards-province-not-found');
    }
    return wards;
  }),
});
