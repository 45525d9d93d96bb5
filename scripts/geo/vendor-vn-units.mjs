// Writes src/server/services/geo/vn-units-2025.json, the two-level list of Việt Nam's
// administrative units after 1 July 2025 (34 provinces, 3,321 wards), from the open dataset
// thanglequoc/vietnamese-provinces-database (MIT licence). No npm package carried the post-merger
// list with a clear licence when this was written, so the list is vendored; to update it, check
// out a newer release of that repository and run:
//   node scripts/geo/vendor-vn-units.mjs <repo checkout> <release tag>
// Inputs: json/full_json_generated_data_vn_units_*.json (names and codes) and
// dataset-generation-scripts/sapnhap-bando-crawler/donvi_tinhthanh.json ("truocsapnhap": the
// units each one was formed from, which become search aliases).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [repo, version] = process.argv.slice(2);
if (!repo || !version) {
  console.error('usage: node scripts/geo/vendor-vn-units.mjs <repo checkout> <release tag>');
  process.exit(2);
}
const jsonDir = path.join(repo, 'json');
const fullName = readdirSync(jsonDir)
  .filter((name) => /^full_json_generated_data_vn_units.*\.json$/.test(name))
  .sort()
  .at(-1);
const units = JSON.parse(readFileSync(path.join(jsonDir, fullName), 'utf8'));
const merged = JSON.parse(
  readFileSync(
    path.join(repo, 'dataset-generation-scripts/sapnhap-bando-crawler/donvi_tinhthanh.json'),
    'utf8',
  ),
);
const formerOf = new Map(merged.map((unit) => [unit.ma, unit.truocsapnhap ?? '']));

const UNIT_PREFIX = /^(thành phố|tỉnh|phường|xã|thị trấn|đặc khu|thủ đô)\s+/iu;

/** Former province names: "tỉnh Bắc Giang và tỉnh Bắc Ninh" → ["Bắc Giang", "Bắc Ninh"]. */
function formerProvinces(text) {
  if (!text || /giữ nguyên/iu.test(text)) return [];
  return text
    .split(/\.\s/u)[0]
    .split(/,|\svà\s/u)
    .map((part) =>
      part
        .trim()
        .replace(UNIT_PREFIX, '')
        .replace(/^TPHCM$/u, 'TP. Hồ Chí Minh'),
    )
    .filter((name) => name.length > 1 && name.length <= 40);
}

/** Former ward names named with their kind ("Phường Quán Thánh", "Xã Đại Yên", "Thị trấn …"). */
function formerWards(text) {
  if (!text || /giữ nguyên/iu.test(text)) return [];
  const found = text.matchAll(
    /(?:Phường|Xã|Thị trấn)\s+((?:[\p{Lu}\d][\p{L}\d]*)(?:\s+(?:[\p{Lu}\d][\p{L}\d]*))*)/gu,
  );
  return [...found].map((m) => m[1].trim()).filter((name) => name.length <= 40);
}

const unique = (names, except) =>
  [...new Set(names)].filter((name) => name.localeCompare(except, 'vi', { sensitivity: 'base' }));

const provinces = units.map((province) => ({
  code: province.Code,
  name: province.FullName,
  aliases: unique(
    [province.NameEn, ...formerProvinces(formerOf.get(province.Code))],
    province.Name,
  ),
  wards: province.Wards.map((ward) => ({
    code: ward.Code,
    name: ward.FullName,
    aliases: unique(formerWards(formerOf.get(ward.Code)), ward.Name),
  })).sort((a, b) => a.name.localeCompare(b.name, 'vi')),
}));
provinces.sort((a, b) => a.name.localeCompare(b.name, 'vi'));

const out = {
  dataset: 'vn-units-2025',
  source: 'https://github.com/thanglequoc/vietnamese-provinces-database',
  version,
  license: 'MIT, Copyright (c) 2021 Thang Le Quoc',
  effective: '2025-07-01',
  provinces,
};
const target = new URL('../../src/server/services/geo/vn-units-2025.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(out)}\n`);
const wards = provinces.reduce((n, p) => n + p.wards.length, 0);
console.log(`${provinces.length} provinces, ${wards} wards → ${target.pathname}`);
