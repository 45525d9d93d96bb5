// SVG scenes for scripts/images/generate.mjs: mountains above a sea of clouds, the cable line,
// buckwheat flowers and tea terraces. Seeded, so reproducible. Products and services: products.mjs.

/** Small seeded PRNG (mulberry32) from a string. */
export function random(seedText) {
  // FNV-1a over the text, so similar names still get unrelated seeds.
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const skies = [
  {
    name: 'dawn',
    top: '#f7b267',
    bottom: '#fde2c4',
    sun: '#fff3d6',
    hills: ['#6d597a', '#8c6f8f', '#b5838d'],
  },
  {
    name: 'day',
    top: '#5aa9e6',
    bottom: '#cfe8fb',
    sun: '#fff8d8',
    hills: ['#2f5d50', '#3f7a5e', '#6a9c78'],
  },
  {
    name: 'sunset',
    top: '#e56b6f',
    bottom: '#f9c784',
    sun: '#ffe3a3',
    hills: ['#3d2c44', '#5b3d57', '#875468'],
  },
  {
    name: 'mist',
    top: '#9fb3c8',
    bottom: '#e8eef3',
    sun: '#ffffff',
    hills: ['#44576d', '#60778f', '#8aa1b8'],
  },
  {
    name: 'night',
    top: '#1b2a49',
    bottom: '#46607f',
    sun: '#f2f4d7',
    hills: ['#0f1a2c', '#1e2f4a', '#314a6b'],
  },
];

function ridge(rand, width, height, baseY, amplitude, steps) {
  const points = [[0, height]];
  for (let i = 0; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const y = baseY - rand() * amplitude - (i % 2 === 0 ? amplitude * 0.3 : 0);
    points.push([x, y]);
  }
  points.push([width, height]);
  return points.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' ');
}

function clouds(rand, width, y, count, fill, opacity) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = rand() * width;
    const cy = y + (rand() - 0.5) * 40;
    const rx = 80 + rand() * 220;
    out += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${(rx / 4).toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`;
  }
  return out;
}

function cableLine(rand, width, height) {
  const y1 = height * (0.25 + rand() * 0.15);
  const y2 = height * (0.55 + rand() * 0.1);
  const sag = height * 0.06;
  const path = `M -10 ${y1.toFixed(0)} Q ${(width / 2).toFixed(0)} ${((y1 + y2) / 2 + sag).toFixed(0)} ${width + 10} ${y2.toFixed(0)}`;
  const t = 0.35 + rand() * 0.3;
  // Point on the quadratic curve for the cabin.
  const x = (1 - t) ** 2 * -10 + 2 * (1 - t) * t * (width / 2) + t ** 2 * (width + 10);
  const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag) + t ** 2 * y2;
  const s = Math.max(width, height) / 1600;
  const cabin = `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})">
    <line x1="0" y1="0" x2="0" y2="38" stroke="#2b2b2b" stroke-width="4"/>
    <rect x="-34" y="36" width="68" height="58" rx="12" fill="#feb914" stroke="#2b2b2b" stroke-width="3"/>
    <rect x="-26" y="46" width="22" height="20" rx="4" fill="#cfe8fb"/><rect x="4" y="46" width="22" height="20" rx="4" fill="#cfe8fb"/>
  </g>`;
  return `<path d="${path}" stroke="#2b2b2b" stroke-width="${(2.5 * s).toFixed(1)}" fill="none"/>${cabin}`;
}

function flowers(rand, width, height, count) {
  let out = '';
  const colors = ['#f4a6c6', '#e879a9', '#fbcfe8', '#ffffff'];
  for (let i = 0; i < count; i += 1) {
    const x = rand() * width;
    const y = height * 0.82 + rand() * height * 0.18;
    const r = 2 + rand() * 5;
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function terraces(rand, width, height, color) {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const y = height * (0.78 + i * 0.04);
    out += `<path d="M 0 ${y.toFixed(0)} Q ${(width * (0.3 + rand() * 0.4)).toFixed(0)} ${(y - 30 - rand() * 30).toFixed(0)} ${width} ${(y + 10).toFixed(0)}" stroke="${color}" stroke-width="3" fill="none" opacity="0.55"/>`;
  }
  return out;
}

function pines(rand, width, height, count, color) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rand() * width;
    const base = height * (0.8 + rand() * 0.15);
    const h = height * (0.06 + rand() * 0.08);
    out += `<polygon points="${x.toFixed(0)},${(base - h).toFixed(0)} ${(x - h / 3).toFixed(0)},${base.toFixed(0)} ${(x + h / 3).toFixed(0)},${base.toFixed(0)}" fill="${color}"/>`;
  }
  return out;
}

function houses(rand, width, height, count) {
  let out = '';
  const s = Math.max(width, height) / 1600;
  for (let i = 0; i < count; i += 1) {
    const x = width * (0.08 + (i / count) * 0.84 + rand() * 0.05);
    const y = height * (0.84 + rand() * 0.08);
    out += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})">
      <rect x="-40" y="-8" width="6" height="34" fill="#3b2a1e"/><rect x="34" y="-8" width="6" height="34" fill="#3b2a1e"/>
      <rect x="-46" y="-48" width="92" height="42" fill="#7c5a3a"/><rect x="-12" y="-36" width="18" height="16" fill="#fcd34d"/>
      <polygon points="-62,-46 0,-92 62,-46" fill="#4b3621"/></g>`;
  }
  return out;
}

/** Scene wishes read from an image's name: `hoang-hon-cabin-1` is a sunset with the cable car. */
export function sceneHints(name) {
  const has = (...words) => words.some((w) => `-${name}-`.includes(`-${w}-`));
  const sky = has('binh-minh', 'sang', 'dawn')
    ? 'dawn'
    : has('hoang-hon', 'chieu', 'sunset')
      ? 'sunset'
      : has('dem', 'sao', 'night')
        ? 'night'
        : has('suong', 'mua', 'mist')
          ? 'mist'
          : has('trua', 'ngay', 'day')
            ? 'day'
            : null;
  return {
    sky,
    cable: has('cabin', 'cap-treo', 'tru', 'cable'),
    flowers: has('hoa', 'tam-giac-mach', 'dao', 'man', 'flowers'),
    terraces: has('ruong', 'bac-thang', 'lua', 'che', 'terraces'),
    pines: has('thong', 'rung', 'pines'),
    houses: has('ban', 'nha', 'cho', 'lang', 'village'),
  };
}

/** A mountain landscape; `title` adds centred text (social card). */
export function landscape(seedText, width, height, { hero = false, title, subtitle } = {}) {
  const rand = random(seedText);
  const hints = sceneHints(seedText.split('/').pop() ?? '');
  const hinted = hints.cable || hints.flowers || hints.terraces || hints.pines || hints.houses;
  const pick = Math.floor(rand() * skies.length);
  const sky = skies.find((s) => s.name === hints.sky) ?? (hero ? skies[0] : skies[pick]);
  const [far, mid, near] = sky.hills;
  const sunX = width * (0.15 + rand() * 0.7);
  const sunY = height * (0.18 + rand() * 0.15);
  const feature = rand();
  let extras = '';
  if (hinted) {
    if (hints.terraces) extras += terraces(rand, width, height, '#dfe8c8');
    if (hints.flowers) extras += flowers(rand, width, height, Math.round(width / 6));
    if (hints.pines) extras += pines(rand, width, height, 18, '#1f3b2f');
    if (hints.houses) extras += houses(rand, width, height, 4);
    if (hints.cable || hero) extras += cableLine(rand, width, height);
  } else {
    if (hero || feature < 0.45) extras += cableLine(rand, width, height);
    if (feature > 0.35 && feature < 0.75)
      extras += flowers(rand, width, height, Math.round(width / 6));
    else if (feature >= 0.75) extras += terraces(rand, width, height, '#dfe8c8');
    if (rand() > 0.4) extras += pines(rand, width, height, 14, '#1f3b2f');
  }
  const text = title
    ? `<rect x="0" y="${height - 190}" width="${width}" height="190" fill="#0f172a" opacity="0.55"/>
       <text x="60" y="${height - 105}" font-family="DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="#ffffff">${title}</text>
       <text x="62" y="${height - 50}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fde68a">${subtitle ?? ''}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="${sky.sun}" opacity="0.9"/>
  <polygon points="${ridge(rand, width, height, height * 0.45, height * 0.2, 9)}" fill="${far}"/>
  ${clouds(rand, width, height * 0.55, 9, '#ffffff', 0.85)}
  <polygon points="${ridge(rand, width, height, height * 0.62, height * 0.16, 7)}" fill="${mid}"/>
  ${clouds(rand, width, height * 0.7, 6, '#ffffff', 0.7)}
  <polygon points="${ridge(rand, width, height, height * 0.8, height * 0.12, 5)}" fill="${near}"/>
  ${extras}
  ${text}
</svg>`;
}

/** The illustrated map of the area; points are drawn by the page, not baked in. */
export function mapScene(width, height) {
  const rand = random('map');
  let contours = '';
  for (let i = 0; i < 7; i += 1) {
    const cx = width * (0.3 + rand() * 0.4);
    const cy = height * (0.25 + rand() * 0.3);
    for (let r = 1; r <= 4; r += 1) {
      contours += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(r * 45 + rand() * 20).toFixed(0)}" ry="${(r * 30 + rand() * 15).toFixed(0)}" fill="none" stroke="#7a9a6b" stroke-width="2" opacity="0.5"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#e7efd9"/>
  <path d="M 0 ${height * 0.85} C ${width * 0.3} ${height * 0.7}, ${width * 0.5} ${height * 0.95}, ${width} ${height * 0.78} L ${width} ${height} L 0 ${height} Z" fill="#b9d3a8"/>
  <path d="M ${width * 0.05} ${height} C ${width * 0.2} ${height * 0.8}, ${width * 0.1} ${height * 0.6}, ${width * 0.25} ${height * 0.45}" stroke="#6cb4d9" stroke-width="14" fill="none"/>
  ${contours}
  <path d="M ${width * 0.15} ${height * 0.8} L ${width * 0.62} ${height * 0.22}" stroke="#374151" stroke-width="5" stroke-dasharray="18 10" fill="none"/>
  <path d="M ${width * 0.15} ${height * 0.82} C ${width * 0.35} ${height * 0.9}, ${width * 0.55} ${height * 0.75}, ${width * 0.8} ${height * 0.7}" stroke="#c2a27a" stroke-width="10" fill="none"/>
  <path d="M ${width * 0.62} ${height * 0.22} C ${width * 0.7} ${height * 0.3}, ${width * 0.78} ${height * 0.35}, ${width * 0.85} ${height * 0.3}" stroke="#c2a27a" stroke-width="8" fill="none"/>
</svg>`;
}
