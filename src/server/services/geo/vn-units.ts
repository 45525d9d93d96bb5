// Việt Nam's two-level administrative units after 1 July 2025 (34 provinces, 3,321 wards), from
// the vendored open list vn-units-2025.json (its header fields name the source, version and
// licence; scripts/geo/vendor-vn-units.mjs rebuilds it). Addresses store code + name + this
// dataset's version, so an order keeps the names it was placed with when the list changes.
import units from './vn-units-2025.json';
import { DomainError } from '../errors';

export interface GeoUnitView {
  code: string;
  name: string;
  /** Former names (merged units) and the English name: search aliases for the pickers. */
  aliases: string[];
}

export const GEO_DATASET_VERSION = `${units.dataset}@${units.version}`;

const provinceList: GeoUnitView[] = units.provinces.map(({ code, name, aliases }) => ({
  code,
  name,
  aliases,
}));
const wardsByProvince = new Map<string, GeoUnitView[]>(
  units.provinces.map((province) => [province.code, province.wards]),
);

export function listProvinces(): GeoUnitView[] {
  return provinceList;
}

/** The province's wards, or null for a code that is no province. */
export function listWards(provinceCode: string): GeoUnitView[] | null {
  return wardsByProvince.get(provinceCode) ?? null;
}

/** Where a Vietnamese address lies, as stored on an order. */
export interface ResolvedArea {
  province: { code: string; name: string };
  ward: { code: string; name: string };
  geoVersion: string;
}

/**
 * The province and ward of these codes, checking that the ward belongs to the province; a code
 * the list does not hold, or a ward of another province, is BAD_REQUEST.
 */
export function resolveArea(provinceCode: string, wardCode: string): ResolvedArea {
  const province = provinceList.find((p) => p.code === provinceCode);
  if (!province) {
    throw new DomainError('province-not-found');
  }
  const ward = wardsByProvince.get(provinceCode)?.find((w) => w.code === wardCode);
  if (!ward) {
    throw new DomainError('ward-not-in-province');
  }
  return {
    province: { code: province.code, name: province.name },
    ward: { code: ward.code, name: ward.name },
    geoVersion: GEO_DATASET_VERSION,
  };
}
