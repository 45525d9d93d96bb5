// Still lifes of each product and scenes of each service for scripts/images/generate.mjs, drawn
// in code on an 800×800 (products) or 1200×800 (services) grid and scaled to the size asked for.
// One drawing per file name: a new product needs its own drawing here (generate.mjs refuses one
// without), so no picture shows the wrong object or a stand-in glyph.

const ink = '#2b2b2b';

/** Soft backdrop with a floor line and the object's shadow. */
function backdrop(bg, floor, shadowW = 260) {
  return `<rect width="800" height="800" fill="${bg}"/>
  <rect y="600" width="800" height="200" fill="${floor}"/>
  <ellipse cx="400" cy="640" rx="${shadowW}" ry="34" fill="#000" opacity="0.13"/>`;
}

function bean(x, y, r, rot) {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="${r}" ry="${r * 0.7}" fill="#5a341c"/><path d="M ${-r * 0.8} 0 Q 0 ${r * 0.25} ${r * 0.8} 0" stroke="#2e1a0d" stroke-width="${r * 0.16}" fill="none"/></g>`;
}

function cloudPrint(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="-30" cy="8" rx="38" ry="22"/><ellipse cx="14" cy="-6" rx="40" ry="30"/><ellipse cx="48" cy="10" rx="30" ry="18"/><rect x="-62" y="8" width="136" height="22" rx="11"/></g>`;
}

function mountainsPrint(x, y, s, c1, c2) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><polygon points="-90,40 -30,-40 10,10 40,-20 90,40" fill="${c1}"/><polygon points="-30,-40 -15,-20 -45,-20" fill="${c2}"/></g>`;
}

/** A brocade band: rows of diamonds and zigzags in the Thái and H'Mông colours. */
function brocade(x, y, w, h, id) {
  return `<defs><pattern id="${id}" x="${x}" y="${y}" width="40" height="${h}" patternUnits="userSpaceOnUse">
    <rect width="40" height="${h}" fill="#b91c1c"/>
    <polygon points="20,${h * 0.15} 34,${h / 2} 20,${h * 0.85} 6,${h / 2}" fill="#facc15"/>
    <polygon points="20,${h * 0.32} 27,${h / 2} 20,${h * 0.68} 13,${h / 2}" fill="#1e3a8a"/>
    <rect y="0" width="40" height="${h * 0.08}" fill="#14532d"/><rect y="${h * 0.92}" width="40" height="${h * 0.08}" fill="#14532d"/>
  </pattern></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`;
}

function cabin(x, y, s, body = '#feb914') {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <line x1="0" y1="-90" x2="0" y2="-40" stroke="${ink}" stroke-width="8"/>
    <rect x="-26" y="-48" width="52" height="16" rx="6" fill="#4b5563"/>
    <rect x="-80" y="-36" width="160" height="150" rx="30" fill="${body}" stroke="${ink}" stroke-width="6"/>
    <rect x="-64" y="-14" width="58" height="52" rx="10" fill="#cfe8fb" stroke="${ink}" stroke-width="4"/>
    <rect x="6" y="-14" width="58" height="52" rx="10" fill="#cfe8fb" stroke="${ink}" stroke-width="4"/>
    <rect x="-80" y="62" width="160" height="14" fill="#000" opacity="0.15"/>
  </g>`;
}

function bauhinia(x, y, s) {
  let petals = '';
  for (let i = 0; i < 5; i += 1)
    petals += `<ellipse cx="0" cy="-26" rx="15" ry="28" fill="${i === 2 ? '#f9a8d4' : '#fdf2f8'}" stroke="#f472b6" stroke-width="2" transform="rotate(${i * 72})"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${petals}<circle r="9" fill="#fbbf24"/><path d="M 0 0 q 10 -30 30 -42" stroke="#9d174d" stroke-width="2" fill="none"/></g>`;
}

function plum(x, y, r) {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#7f1d3f"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.35}" rx="${r * 0.25}" ry="${r * 0.15}" fill="#fff" opacity="0.35"/><path d="M 0 ${-r} q 4 -14 14 -18" stroke="#3f6212" stroke-width="4" fill="none"/></g>`;
}

function apple(x, y, r) {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#a3a13a"/><circle cx="${r * 0.3}" cy="${r * 0.2}" r="${r * 0.7}" fill="#c2410c" opacity="0.55"/><path d="M 0 ${-r} l 2 -12" stroke="#3f2a14" stroke-width="3"/><ellipse cx="10" cy="${-r - 8}" rx="9" ry="4" fill="#4d7c0f"/></g>`;
}

function jar(fill, lid, label, labelText) {
  return `<rect x="275" y="300" width="250" height="320" rx="46" fill="${fill}"/>
  <rect x="275" y="300" width="250" height="320" rx="46" fill="url(#glass)"/>
  <rect x="262" y="244" width="276" height="74" rx="14" fill="${lid}"/>
  <rect x="262" y="300" width="276" height="12" fill="#000" opacity="0.15"/>
  <rect x="300" y="400" width="200" height="120" rx="10" fill="${label}"/>
  ${labelText}`;
}

const glassDefs = `<defs><linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.8" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>`;

/** Product drawings on an 800×800 grid, by file name (content/products/*). */
export const productDrawings = {
  'ao-khoac-gio-san-may': () => `${backdrop('#e0f2fe', '#bae6fd', 240)}
    <path d="M 300 150 Q 400 110 500 150 L 600 200 L 690 470 L 620 490 L 560 330 L 560 610 L 240 610 L 240 330 L 180 490 L 110 470 L 200 200 Z" fill="#0f766e"/>
    <path d="M 330 150 Q 400 60 470 150 Q 400 190 330 150 Z" fill="#115e59"/>
    <line x1="400" y1="170" x2="400" y2="610" stroke="#e5e7eb" stroke-width="8"/>
    <rect x="392" y="190" width="16" height="34" rx="4" fill="#e5e7eb"/>
    <rect x="262" y="420" width="92" height="14" rx="7" fill="#134e4a"/><rect x="446" y="420" width="92" height="14" rx="7" fill="#134e4a"/>
    <path d="M 240 560 L 560 560" stroke="#134e4a" stroke-width="10"/>
    <path d="M 618 470 L 690 470 M 110 470 L 182 470" stroke="#134e4a" stroke-width="14"/>
    <path d="M 200 200 L 240 330 M 600 200 L 560 330" stroke="#134e4a" stroke-width="4" opacity="0.6"/>
    ${mountainsPrint(480, 260, 0.35, '#99f6e4', '#fff')}`,

  'ao-mua-gon-nhe': () => `${backdrop('#e0e7ff', '#c7d2fe', 300)}
    <g stroke="#93c5fd" stroke-width="5" stroke-linecap="round" opacity="0.8">
      <line x1="120" y1="90" x2="105" y2="130"/><line x1="660" y1="120" x2="645" y2="160"/><line x1="700" y1="300" x2="685" y2="340"/><line x1="90" y1="330" x2="75" y2="370"/><line x1="200" y1="60" x2="185" y2="100"/><line x1="610" y1="40" x2="595" y2="80"/>
    </g>
    <path d="M 400 130 Q 470 130 480 230 L 700 590 Q 400 640 100 590 L 320 230 Q 330 130 400 130 Z" fill="#f59e0b"/>
    <path d="M 350 175 Q 400 120 450 175 Q 455 240 400 250 Q 345 240 350 175 Z" fill="#fde68a"/>
    <path d="M 342 180 Q 400 105 458 180" stroke="#d97706" stroke-width="14" fill="none"/>
    <path d="M 320 230 L 100 590 M 480 230 L 700 590" stroke="#b45309" stroke-width="6"/>
    <path d="M 400 250 L 400 610" stroke="#b45309" stroke-width="4" stroke-dasharray="14 10"/>
    <circle cx="400" cy="300" r="8" fill="#78350f"/><circle cx="400" cy="360" r="8" fill="#78350f"/>
    <path d="M 100 590 Q 400 640 700 590" stroke="#b45309" stroke-width="8" fill="none"/>`,

  'ao-thun-bien-may': () => `${backdrop('#f1f5f9', '#e2e8f0', 240)}
    <path d="M 300 140 L 170 210 L 220 330 L 270 305 L 270 610 L 530 610 L 530 305 L 580 330 L 630 210 L 500 140 Q 400 200 300 140 Z" fill="#1e3a8a"/>
    <path d="M 300 140 Q 400 200 500 140" stroke="#172554" stroke-width="14" fill="none"/>
    <circle cx="455" cy="300" r="22" fill="#fde68a"/>
    ${mountainsPrint(400, 380, 1, '#60a5fa', '#fff')}
    ${cloudPrint(360, 420, 0.9, '#ffffff')}${cloudPrint(460, 440, 0.6, '#dbeafe')}`,

  'ao-thun-bien-may-chi-tiet': () => `<rect width="800" height="800" fill="#1e3a8a"/>
    <g stroke="#172554" stroke-width="3" opacity="0.5">${Array.from({ length: 40 }, (_, i) => `<line x1="0" y1="${i * 20}" x2="800" y2="${i * 20 + 6}"/>`).join('')}</g>
    <path d="M 0 120 Q 400 60 800 120 L 800 0 L 0 0 Z" fill="#172554"/>
    <path d="M 0 140 Q 400 80 800 140" stroke="#93c5fd" stroke-width="6" stroke-dasharray="12 12" fill="none"/>
    <circle cx="560" cy="300" r="50" fill="#fde68a"/>
    ${mountainsPrint(400, 470, 2.6, '#60a5fa', '#fff')}
    ${cloudPrint(330, 560, 2.2, '#ffffff')}${cloudPrint(590, 600, 1.4, '#dbeafe')}`,

  'binh-giu-nhiet-san-may': () => `${backdrop('#ecfccb', '#d9f99d', 150)}
    <defs><linearGradient id="steel" x1="0" x2="1"><stop offset="0" stop-color="#475569"/><stop offset="0.35" stop-color="#94a3b8"/><stop offset="0.5" stop-color="#e2e8f0"/><stop offset="1" stop-color="#334155"/></linearGradient></defs>
    <rect x="318" y="120" width="164" height="90" rx="20" fill="#15803d"/>
    <rect x="330" y="200" width="140" height="26" fill="#166534"/>
    <rect x="300" y="220" width="200" height="410" rx="50" fill="url(#steel)"/>
    <rect x="300" y="330" width="200" height="170" fill="#16a34a"/>
    ${mountainsPrint(400, 420, 0.6, '#dcfce7', '#fff')}
    <rect x="300" y="590" width="200" height="20" fill="#000" opacity="0.12"/>`,

  'buu-thiep-ta-xua': () => `${backdrop('#fef3c7', '#fde68a', 300)}
    <g transform="rotate(-12 400 420)"><rect x="170" y="250" width="420" height="290" rx="8" fill="#fff" stroke="#d6d3d1" stroke-width="3"/><rect x="190" y="270" width="380" height="250" fill="#e56b6f"/><polygon points="190,520 290,380 360,450 430,360 570,520" fill="#3d2c44"/></g>
    <g transform="rotate(6 400 420)"><rect x="200" y="230" width="420" height="290" rx="8" fill="#fff" stroke="#d6d3d1" stroke-width="3"/><rect x="220" y="250" width="380" height="250" fill="#5aa9e6"/><circle cx="520" cy="300" r="26" fill="#fff8d8"/><polygon points="220,500 320,350 400,430 470,340 600,500" fill="#2f5d50"/>${cloudPrint(330, 430, 0.9, '#fff')}</g>
    <g transform="rotate(-2 400 470)"><rect x="180" y="330" width="440" height="280" rx="8" fill="#fffbeb" stroke="#d6d3d1" stroke-width="3"/>
      <line x1="400" y1="360" x2="400" y2="580" stroke="#d6d3d1" stroke-width="3"/>
      <rect x="520" y="350" width="72" height="86" fill="#fecaca" stroke="#ef4444" stroke-width="3" stroke-dasharray="6 4"/>${mountainsPrint(556, 400, 0.3, '#b91c1c', '#fff')}
      <g stroke="#a8a29e" stroke-width="4"><line x1="425" y1="470" x2="590" y2="470"/><line x1="425" y1="510" x2="590" y2="510"/><line x1="425" y1="550" x2="560" y2="550"/></g>
      <g stroke="#78716c" stroke-width="4"><path d="M 210 400 q 30 -20 60 0 t 60 0"/><path d="M 210 440 q 30 -20 60 0 t 60 0"/><path d="M 210 480 q 30 -20 60 0"/></g></g>`,

  'ca-phe-arabica-son-la': () => `${backdrop('#f5ebe0', '#e3d5ca', 250)}
    <path d="M 270 210 L 530 210 L 555 620 L 245 620 Z" fill="#c8a27a"/>
    <path d="M 270 210 L 290 150 L 510 150 L 530 210 Z" fill="#b08968"/>
    <path d="M 282 180 L 518 180" stroke="#7f5539" stroke-width="6" stroke-dasharray="12 8"/>
    <rect x="300" y="300" width="200" height="200" rx="12" fill="#3b2314"/>
    ${bean(400, 380, 34, -25)}
    <text x="400" y="470" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#f5ebe0">ARABICA</text>
    <circle cx="400" cy="250" r="14" fill="#7f5539"/><circle cx="400" cy="250" r="6" fill="#3b2314"/>
    ${bean(170, 600, 26, 20)}${bean(225, 640, 24, -40)}${bean(130, 650, 22, 70)}${bean(610, 630, 26, 10)}${bean(665, 600, 24, -60)}${bean(650, 665, 22, 35)}`,

  'coc-su-nui-may': () => `${backdrop('#fae8ff', '#f5d0fe', 220)}
    <g stroke="#a78bfa" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"><path d="M 340 220 q -30 -40 0 -80 t 0 -80"/><path d="M 420 220 q -30 -40 0 -80 t 0 -80"/></g>
    <path d="M 560 330 q 110 0 110 110 q 0 110 -120 110" stroke="#f8fafc" stroke-width="44" fill="none"/>
    <path d="M 560 330 q 110 0 110 110 q 0 110 -120 110" stroke="#cbd5e1" stroke-width="4" fill="none"/>
    <rect x="230" y="250" width="340" height="370" rx="40" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>
    <ellipse cx="400" cy="256" rx="168" ry="26" fill="#6f4e37" stroke="#e2e8f0" stroke-width="8"/>
    ${mountainsPrint(400, 450, 1.2, '#7c3aed', '#fff')}
    ${cloudPrint(380, 500, 0.9, '#c4b5fd')}`,

  'gay-leo-nui': () => `${backdrop('#dcfce7', '#bbf7d0', 280)}
    <g transform="rotate(28 400 400)">
      <rect x="388" y="110" width="24" height="210" rx="8" fill="#111827"/>
      <rect x="384" y="70" width="32" height="130" rx="14" fill="#1f2937"/>
      <path d="M 384 90 q -60 40 -10 110" stroke="#dc2626" stroke-width="10" fill="none"/>
      <rect x="392" y="300" width="16" height="180" fill="#9ca3af"/><rect x="386" y="314" width="28" height="16" rx="4" fill="#dc2626"/>
      <rect x="395" y="470" width="10" height="200" fill="#cbd5e1"/><rect x="389" y="480" width="22" height="14" rx="4" fill="#dc2626"/>
      <ellipse cx="400" cy="650" rx="42" ry="10" fill="#111827"/>
      <polygon points="394,668 406,668 400,712" fill="#374151"/>
    </g>`,

  'khan-len-tho-cam': () => `${backdrop('#fff7ed', '#fed7aa', 300)}
    <path d="M 140 180 Q 400 110 660 180 L 660 300 Q 400 230 140 300 Z" fill="#7f1d1d"/>
    <path d="M 260 280 L 400 640 L 540 640 L 420 270 Z" fill="#991b1b"/>
    <path d="M 300 270 L 200 620 L 330 640 L 420 280 Z" fill="#7f1d1d"/>
    <g clip-path="url(#scarfClip)">${brocade(120, 190, 580, 70, 'brocade1')}</g>
    <defs><clipPath id="scarfClip"><path d="M 140 180 Q 400 110 660 180 L 660 300 Q 400 230 140 300 Z"/></clipPath></defs>
    ${brocade(410, 520, 130, 70, 'brocade2')}${brocade(212, 540, 118, 60, 'brocade3')}
    <g stroke="#7f1d1d" stroke-width="6">${Array.from({ length: 8 }, (_, i) => `<line x1="${418 + i * 16}" y1="640" x2="${418 + i * 16}" y2="690"/>`).join('')}${Array.from({ length: 8 }, (_, i) => `<line x1="${206 + i * 16}" y1="625" x2="${200 + i * 16}" y2="675"/>`).join('')}</g>`,

  'mat-ong-hoa-ban': () => `${glassDefs}${backdrop('#fef9c3', '#fde68a', 220)}
    ${jar('#f59e0b', '#78350f', '#fffbeb', `<polygon points="400,420 420,432 420,456 400,468 380,456 380,432" fill="#f59e0b"/><text x="400" y="500" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="700" fill="#78350f">MẬT ONG</text>`)}
    <g transform="rotate(-35 610 480)"><rect x="600" y="300" width="14" height="240" rx="6" fill="#a16207"/><g fill="#d97706">${[0, 1, 2, 3].map((i) => `<ellipse cx="607" cy="${540 + i * 18}" rx="${34 - i * 2}" ry="9"/>`).join('')}</g></g>
    <path d="M 560 600 q 10 30 0 40" stroke="#f59e0b" stroke-width="10" fill="none"/>
    ${bauhinia(190, 560, 1.4)}${bauhinia(130, 470, 1)}`,

  'mo-hinh-cabin-cap-treo': () => `${backdrop('#e0f2fe', '#bae6fd', 220)}
    <line x1="80" y1="150" x2="720" y2="210" stroke="${ink}" stroke-width="8"/>
    ${cabin(400, 300, 1.6)}
    <rect x="250" y="580" width="300" height="44" rx="8" fill="#78350f"/>
    <rect x="390" y="480" width="20" height="100" fill="#4b5563"/>`,

  'mo-hinh-cabin-cap-treo-chi-tiet': () => `<rect width="800" height="800" fill="#e0f2fe"/>
    ${cabin(400, 300, 3.2)}
    <circle cx="210" cy="330" r="10" fill="${ink}"/><circle cx="590" cy="330" r="10" fill="${ink}"/>
    <g fill="#fff" opacity="0.6"><polygon points="220,300 270,300 230,400 200,400"/><polygon points="440,300 470,300 430,400 410,400"/></g>`,

  'moc-khoa-cabin': () => `${backdrop('#fce7f3', '#fbcfe8', 160)}
    <circle cx="400" cy="170" r="70" fill="none" stroke="#9ca3af" stroke-width="16"/>
    <circle cx="400" cy="170" r="70" fill="none" stroke="#e5e7eb" stroke-width="5"/>
    <g fill="none" stroke="#9ca3af" stroke-width="10"><ellipse cx="400" cy="262" rx="12" ry="20"/><ellipse cx="400" cy="298" rx="12" ry="20"/></g>
    ${cabin(400, 420, 1.3, '#f43f5e')}`,

  'mu-len-nui-may': () => `${backdrop('#ede9fe', '#ddd6fe', 240)}
    <circle cx="400" cy="175" r="62" fill="#f8fafc"/>
    <g fill="#e2e8f0">${Array.from({ length: 10 }, (_, i) => `<circle cx="${400 + 45 * Math.cos(i * 0.63)}" cy="${175 + 45 * Math.sin(i * 0.63)}" r="10"/>`).join('')}</g>
    <path d="M 200 500 Q 200 230 400 225 Q 600 230 600 500 Z" fill="#4338ca"/>
    <g stroke="#3730a3" stroke-width="6">${Array.from({ length: 9 }, (_, i) => `<path d="M ${240 + i * 40} 480 Q ${250 + i * 38} 330 ${330 + i * 18} 250" fill="none"/>`).join('')}</g>
    <rect x="185" y="480" width="430" height="130" rx="30" fill="#312e81"/>
    <g stroke="#4338ca" stroke-width="10">${Array.from({ length: 13 }, (_, i) => `<line x1="${215 + i * 31}" y1="495" x2="${215 + i * 31}" y2="595"/>`).join('')}</g>
    ${mountainsPrint(400, 400, 0.55, '#c7d2fe', '#fff')}`,

  'mut-man-hau': () => `${glassDefs}${backdrop('#ffe4e6', '#fecdd3', 240)}
    ${jar('#881337', '#e11d48', '#fff1f2', `${plum(400, 445, 22)}<text x="400" y="500" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="700" fill="#881337">MỨT MẬN</text>`)}
    <path d="M 262 260 L 538 260 L 520 300 L 280 300 Z" fill="#fff" opacity="0.9"/>
    <g fill="#fff" opacity="0.9">${Array.from({ length: 7 }, (_, i) => `<circle cx="${282 + i * 40}" cy="300" r="12"/>`).join('')}</g>
    ${plum(150, 590, 46)}${plum(225, 625, 40)}${plum(640, 600, 44)}`,

  'non-luoi-trai-cap-treo': () => `${backdrop('#fef3c7', '#fde68a', 280)}
    <path d="M 200 470 Q 190 230 400 220 Q 590 225 600 470 Z" fill="#ea580c"/>
    <path d="M 400 222 L 400 470 M 300 240 Q 260 350 270 470 M 500 240 Q 540 350 530 470" stroke="#c2410c" stroke-width="6" fill="none"/>
    <circle cx="400" cy="226" r="14" fill="#c2410c"/>
    <path d="M 200 470 L 600 470 Q 700 480 720 540 Q 600 560 520 520 L 200 520 Z" fill="#9a3412"/>
    <rect x="200" y="462" width="400" height="16" fill="#7c2d12"/>
    ${cabin(330, 370, 0.55, '#fef3c7')}
    <line x1="250" y1="300" x2="420" y2="310" stroke="#fef3c7" stroke-width="4"/>`,

  'ruou-tao-meo': () => `${glassDefs}${backdrop('#ecfccb', '#d9f99d', 200)}
    <rect x="355" y="110" width="90" height="60" rx="10" fill="#7c2d12"/>
    <path d="M 365 160 L 435 160 L 435 250 Q 520 290 520 360 L 520 620 L 280 620 L 280 360 Q 280 290 365 250 Z" fill="#b45309"/>
    <path d="M 365 160 L 435 160 L 435 250 Q 520 290 520 360 L 520 620 L 280 620 L 280 360 Q 280 290 365 250 Z" fill="url(#glass)"/>
    <rect x="300" y="400" width="200" height="140" rx="10" fill="#fefce8"/>
    ${apple(400, 455, 26)}
    <text x="400" y="520" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#7c2d12">TÁO MÈO</text>
    ${apple(170, 600, 42)}${apple(240, 640, 34)}${apple(630, 610, 40)}`,

  'so-tay-hanh-trinh': () => `${backdrop('#f5f5f4', '#e7e5e4', 260)}
    <rect x="230" y="150" width="340" height="460" rx="16" fill="#fef3c7" transform="rotate(-6 400 380)"/>
    <g transform="rotate(-6 400 380)"><rect x="220" y="140" width="340" height="460" rx="16" fill="#166534"/>
      <rect x="220" y="140" width="40" height="460" rx="10" fill="#14532d"/>
      <rect x="480" y="140" width="22" height="460" fill="#111827"/>
      <g transform="translate(370 300)" stroke="#fde68a" stroke-width="5" fill="none"><circle r="60"/><circle r="6" fill="#fde68a"/><polygon points="0,-52 12,0 0,52 -12,0" fill="#fde68a"/><line x1="-52" y1="0" x2="-20" y2="0"/><line x1="20" y1="0" x2="52" y2="0"/></g>
      <text x="370" y="430" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#fde68a">NÚI MÂY</text>
      <path d="M 390 600 L 390 680 L 410 660 L 430 680 L 430 600" fill="#dc2626"/></g>
    <g transform="rotate(40 620 420)"><rect x="600" y="250" width="26" height="300" rx="10" fill="#1d4ed8"/><polygon points="600,550 626,550 613,590" fill="#fde68a"/><polygon points="608,575 618,575 613,590" fill="#111827"/></g>`,

  'thit-trau-gac-bep': () => `${backdrop('#fef2f2', '#fecaca', 300)}
    <rect x="110" y="520" width="580" height="90" rx="24" fill="#a16207"/>
    <rect x="110" y="520" width="580" height="24" rx="12" fill="#ca8a04"/>
    <line x1="90" y1="110" x2="710" y2="110" stroke="#78350f" stroke-width="18" stroke-linecap="round"/>
    ${[180, 290, 400, 510, 620]
      .map(
        (x, i) =>
          `<line x1="${x}" y1="110" x2="${x}" y2="150" stroke="#a8a29e" stroke-width="4"/><path d="M ${x - 26} 150 L ${x + 26} 150 L ${x + 20 + (i % 2) * 8} ${400 + (i % 3) * 30} Q ${x} ${430 + (i % 3) * 30} ${x - 22} ${400 + (i % 3) * 30} Z" fill="${i % 2 ? '#450a0a' : '#5c1a0d'}"/><path d="M ${x - 12} 190 L ${x - 6} ${360 + (i % 3) * 30} M ${x + 10} 200 L ${x + 12} ${340 + (i % 3) * 30}" stroke="#7f1d1d" stroke-width="5"/>`,
      )
      .join('')}
    ${[210, 330, 450, 560]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${470 + (i % 2) * 12}" width="110" height="34" rx="12" fill="#5c1a0d" transform="rotate(${i % 2 ? 8 : -6} ${x + 55} 490)"/>`,
      )
      .join('')}
    <circle cx="300" cy="560" r="7" fill="#dc2626"/><circle cx="520" cy="566" r="7" fill="#dc2626"/><path d="M 610 550 q 20 -10 30 10" stroke="#65a30d" stroke-width="6" fill="none"/>`,

  'tra-shan-tuyet-co-thu': () => `${backdrop('#ecfdf5', '#a7f3d0', 280)}
    <rect x="150" y="250" width="200" height="350" rx="20" fill="#065f46"/>
    <rect x="140" y="220" width="220" height="60" rx="14" fill="#064e3b"/>
    <rect x="170" y="350" width="160" height="140" rx="8" fill="#ecfdf5"/>
    <path d="M 250 370 q 50 40 0 100 q -50 -60 0 -100 Z" fill="#15803d"/><path d="M 250 375 L 250 465" stroke="#ecfdf5" stroke-width="4"/>
    <path d="M 430 450 L 650 450 Q 640 600 540 610 Q 440 600 430 450 Z" fill="#fafaf9" stroke="#d6d3d1" stroke-width="4"/>
    <ellipse cx="540" cy="452" rx="110" ry="18" fill="#a3a13a"/>
    <ellipse cx="540" cy="622" rx="130" ry="16" fill="#e7e5e4"/>
    <g stroke="#a7f3d0" stroke-width="8" fill="none" stroke-linecap="round"><path d="M 510 420 q -20 -30 0 -60 t 0 -60"/><path d="M 570 420 q -20 -30 0 -60 t 0 -60"/></g>
    ${[
      [420, 640, -30],
      [690, 560, 40],
      [700, 660, -10],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M 0 -40 q 26 40 0 80 q -26 -40 0 -80 Z" fill="#16a34a"/><path d="M 0 -36 L 0 36" stroke="#dcfce7" stroke-width="3"/></g>`,
      )
      .join('')}`,

  'tra-shan-tuyet-co-thu-chi-tiet': () => `<rect width="800" height="800" fill="#14532d"/>
    ${[
      [260, 300, -30, 1.8],
      [520, 260, 25, 2],
      [400, 520, -5, 2.3],
      [180, 560, 40, 1.5],
      [640, 540, -40, 1.6],
    ]
      .map(
        ([x, y, r, s]) =>
          `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M 0 -70 q 50 70 0 140 q -50 -70 0 -140 Z" fill="#4d7c0f"/><path d="M 0 -66 L 0 66" stroke="#d9f99d" stroke-width="3"/>${[-40, -15, 10, 35].map((yy) => `<path d="M 0 ${yy} l 22 -16 M 0 ${yy} l -22 -16" stroke="#a3e635" stroke-width="2"/>`).join('')}<path d="M 0 -70 q 50 70 0 140 q -50 -70 0 -140 Z" fill="#f8fafc" opacity="0.28"/></g>`,
      )
      .join('')}`,

  'tranh-theu-tho-cam': () => `${backdrop('#fafaf9', '#e7e5e4', 260)}
    <rect x="160" y="110" width="480" height="500" rx="6" fill="#78350f"/>
    <rect x="186" y="136" width="428" height="448" fill="#fef3c7"/>
    <rect x="206" y="156" width="388" height="408" fill="#1e1b4b"/>
    ${brocade(206, 156, 388, 60, 'frameband1')}${brocade(206, 504, 388, 60, 'frameband2')}
    <g transform="translate(400 360)">
      <polygon points="0,-120 120,0 0,120 -120,0" fill="#b91c1c"/><polygon points="0,-80 80,0 0,80 -80,0" fill="#facc15"/>
      <polygon points="0,-44 44,0 0,44 -44,0" fill="#15803d"/><circle r="14" fill="#fff"/>
      ${[0, 90, 180, 270].map((r) => `<g transform="rotate(${r})"><polygon points="140,-14 168,0 140,14" fill="#facc15"/></g>`).join('')}
    </g>`,

  'tui-chong-nuoc': () => `${backdrop('#e0f2fe', '#bae6fd', 200)}
    <path d="M 290 200 L 510 200 L 530 600 Q 400 640 270 600 Z" fill="#0284c7"/>
    <path d="M 280 140 L 520 140 L 510 210 L 290 210 Z" fill="#0369a1"/>
    <g stroke="#075985" stroke-width="5"><line x1="286" y1="160" x2="514" y2="160"/><line x1="286" y1="180" x2="514" y2="180"/></g>
    <rect x="382" y="110" width="36" height="90" rx="8" fill="#111827"/>
    <path d="M 400 110 Q 400 60 350 60" stroke="#111827" stroke-width="12" fill="none"/>
    <path d="M 520 230 Q 640 360 520 560" stroke="#111827" stroke-width="14" fill="none"/>
    <rect x="300" y="360" width="200" height="60" rx="8" fill="#e0f2fe"/>
    <g fill="#0284c7"><path d="M 340 370 q 10 18 0 30 q -10 -12 0 -30 Z"/><path d="M 400 370 q 10 18 0 30 q -10 -12 0 -30 Z"/><path d="M 460 370 q 10 18 0 30 q -10 -12 0 -30 Z"/></g>
    <path d="M 300 240 L 310 580" stroke="#38bdf8" stroke-width="10" opacity="0.5"/>`,
};

/* --------------------------------------------------------------------------------------------- */

function person(x, y, s, body, { skirt = false, head = '#f2c9a0' } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-150" r="28" fill="${head}"/><path d="M -28 -156 q 28 -40 56 0" fill="#1f2937"/>
    ${skirt ? `<path d="M -34 -116 L 34 -116 L 60 0 L -60 0 Z" fill="${body}"/>` : `<path d="M -32 -116 L 32 -116 L 36 -40 L -36 -40 Z" fill="${body}"/><rect x="-30" y="-42" width="24" height="42" fill="#1f2937"/><rect x="6" y="-42" width="24" height="42" fill="#1f2937"/>`}
  </g>`;
}

function sky(top, bottom) {
  return `<defs><linearGradient id="svcSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#svcSky)"/>`;
}

/** Service scenes on a 1200×800 grid, by file name (content/services/*). */
export const serviceDrawings = {
  'cabin-rieng-vip': () => `${sky('#f7b267', '#fde2c4')}
    <polygon points="0,800 0,560 220,420 420,540 640,380 900,520 1200,430 1200,800" fill="#8c6f8f"/>
    ${cloudPrint(250, 600, 3, '#ffffff')}${cloudPrint(900, 640, 3.4, '#ffffff')}
    <line x1="-10" y1="120" x2="1210" y2="300" stroke="${ink}" stroke-width="6"/>
    ${cabin(600, 200, 2.2, '#1f2937')}
    <g transform="translate(600 200) scale(2.2)"><rect x="-80" y="100" width="160" height="10" fill="#facc15"/><polygon points="0,-26 6,-12 21,-12 9,-3 14,12 0,3 -14,12 -9,-3 -21,-12 -6,-12" fill="#facc15" transform="translate(0 -8) scale(0.6)"/></g>
    <g transform="translate(560 255)"><path d="M 0 0 l 10 50 l 10 -50 z" fill="#fde68a" opacity="0.9"/><rect x="8" y="50" width="4" height="24" fill="#fde68a"/></g>
    <g transform="translate(660 255)"><path d="M 0 0 l 10 50 l 10 -50 z" fill="#fde68a" opacity="0.9"/><rect x="8" y="50" width="4" height="24" fill="#fde68a"/></g>`,

  'cam-trai-dinh-nui': () => `${sky('#0b1633', '#2d4470')}
    <g fill="#fff">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97) % 1200}" cy="${(i * 53) % 380}" r="${1.5 + (i % 3)}"/>`).join('')}</g>
    <circle cx="980" cy="130" r="50" fill="#f2f4d7"/><circle cx="1000" cy="118" r="46" fill="#152448"/>
    <polygon points="0,800 0,520 300,420 600,500 900,400 1200,480 1200,800" fill="#1e2f4a"/>
    <rect y="640" width="1200" height="160" fill="#24364f"/>
    <polygon points="420,640 580,330 740,640" fill="#f97316"/><polygon points="580,330 640,640 740,640" fill="#c2410c"/>
    <polygon points="540,640 580,500 620,640" fill="#431407"/>
    <line x1="580" y1="330" x2="580" y2="300" stroke="#e5e7eb" stroke-width="6"/>
    <g transform="translate(860 650)"><line x1="-40" y1="0" x2="40" y2="-14" stroke="#78350f" stroke-width="14"/><line x1="-40" y1="-14" x2="40" y2="0" stroke="#92400e" stroke-width="14"/>
      <path d="M -30 -14 Q -20 -90 0 -120 Q 20 -90 30 -14 Z" fill="#f59e0b"/><path d="M -14 -14 Q -6 -60 4 -80 Q 14 -50 14 -14 Z" fill="#fde047"/></g>
    <ellipse cx="860" cy="640" rx="150" ry="40" fill="#f59e0b" opacity="0.15"/>`,

  'chup-anh-cuoi-tren-may': () => `${sky('#fbcfe8', '#fef3c7')}
    <polygon points="0,800 0,600 250,520 520,600 820,500 1200,590 1200,800" fill="#b5838d"/>
    ${cloudPrint(200, 620, 3.2, '#ffffff')}${cloudPrint(1000, 610, 3.2, '#ffffff')}${cloudPrint(600, 700, 4, '#ffffff')}
    ${person(520, 610, 1.7, '#1f2937')}
    ${person(660, 610, 1.7, '#ffffff', { skirt: true })}
    <path d="M 632 366 q 30 -20 60 0 l 20 240 l -100 0 Z" fill="#fff" opacity="0.7"/>
    <path d="M 560 380 q 40 20 70 0" stroke="#f2c9a0" stroke-width="12" fill="none"/>
    <path d="M 600 200 c -20 -30 -70 -10 -50 30 l 50 50 l 50 -50 c 20 -40 -30 -60 -50 -30 z" fill="#e11d48"/>
    <g transform="translate(180 260) rotate(-8)"><rect x="-90" y="-55" width="180" height="115" rx="16" fill="#1f2937"/><rect x="-40" y="-80" width="70" height="30" rx="6" fill="#1f2937"/><circle r="42" fill="#4b5563"/><circle r="28" fill="#93c5fd"/><circle cx="-8" cy="-8" r="8" fill="#fff" opacity="0.7"/><rect x="50" y="-45" width="26" height="14" rx="3" fill="#facc15"/></g>`,

  'huong-dan-vien-san-may': () => `${sky('#5aa9e6', '#cfe8fb')}
    <polygon points="0,800 0,470 200,380 380,460 560,300 760,440 960,330 1200,420 1200,800" fill="#3f7a5e"/>
    <polygon points="0,800 0,620 1200,560 1200,800" fill="#6a9c78"/>
    ${cloudPrint(300, 480, 2.6, '#ffffff')}${cloudPrint(960, 470, 2.4, '#ffffff')}
    <path d="M 80 780 C 300 700 380 660 560 640 S 900 560 1130 470" stroke="#fef3c7" stroke-width="10" stroke-dasharray="22 16" fill="none"/>
    ${person(520, 660, 1.6, '#dc2626')}
    <rect x="478" y="440" width="40" height="80" rx="10" fill="#1d4ed8"/>
    <line x1="575" y1="660" x2="575" y2="360" stroke="#374151" stroke-width="8"/>
    <path d="M 575 365 L 690 395 L 575 425 Z" fill="#facc15"/>
    ${person(720, 680, 1.2, '#2563eb')}${person(820, 690, 1.1, '#16a34a')}${person(900, 700, 1.0, '#9333ea', { skirt: true })}
    <g transform="translate(1050 300)"><rect x="-6" y="0" width="12" height="110" fill="#78350f"/><rect x="-70" y="10" width="110" height="36" rx="4" fill="#fef3c7" stroke="#78350f" stroke-width="4"/><polygon points="40,10 64,28 40,46" fill="#fef3c7" stroke="#78350f" stroke-width="4"/></g>`,

  'thue-trang-phuc-dan-toc': () => `<rect width="1200" height="800" fill="#fdf4ff"/>
    <rect y="660" width="1200" height="140" fill="#f5d0fe"/>
    <line x1="120" y1="110" x2="1080" y2="110" stroke="#78350f" stroke-width="16" stroke-linecap="round"/>
    ${[
      [330, '#1e1b4b', '#be185d'],
      [870, '#111827', '#1d4ed8'],
    ]
      .map(
        ([x, top, skirt], i) => `<g transform="translate(${x} 0)">
      <path d="M 0 110 q -14 10 0 22 M 0 132 L -70 170 L 70 170 Z" stroke="#6b7280" stroke-width="6" fill="none"/>
      <path d="M -110 170 L 110 170 L 150 260 L 110 280 L 90 240 L 80 340 L -80 340 L -90 240 L -110 280 L -150 260 Z" fill="${top}"/>
      ${brocade(-150, 238, 40, 24, `sleeve${i}a`)}${brocade(110, 238, 40, 24, `sleeve${i}b`)}
      <rect x="-40" y="170" width="80" height="170" fill="${skirt}"/>
      <path d="M -100 340 L 100 340 L 170 640 L -170 640 Z" fill="${skirt}"/>
      <g stroke="#000" stroke-opacity="0.2" stroke-width="4">${Array.from({ length: 11 }, (_, k) => `<line x1="${-90 + k * 18}" y1="345" x2="${-160 + k * 32}" y2="636"/>`).join('')}</g>
      ${brocade(-150, 470, 300, 70, `skirt${i}`)}
      <rect x="-100" y="330" width="200" height="22" fill="#facc15"/>
    </g>`,
      )
      .join('')}
    <g transform="translate(600 520)"><circle r="60" fill="#facc15"/><circle r="42" fill="#fde68a"/><circle r="18" fill="#b91c1c"/></g>`,

  'to-chuc-su-kien-doan': () => `${sky('#9fb3c8', '#e8eef3')}
    <polygon points="0,800 0,500 300,420 600,480 900,400 1200,470 1200,800" fill="#60778f"/>
    <rect y="620" width="1200" height="180" fill="#a3b18a"/>
    <path d="M 60 110 Q 600 260 1140 110" stroke="#374151" stroke-width="4" fill="none"/>
    ${Array.from({ length: 13 }, (_, i) => {
      const x = 100 + i * 80;
      const y = 110 + Math.sin((i / 12) * Math.PI) * 72;
      return `<polygon points="${x - 26},${y} ${x + 26},${y + 2} ${x},${y + 50}" fill="${['#ef4444', '#f59e0b', '#10b981', '#3b82f6'][i % 4]}"/>`;
    }).join('')}
    <rect x="380" y="250" width="440" height="100" rx="12" fill="#fff" stroke="#1f2937" stroke-width="6"/>
    <rect x="410" y="350" width="12" height="280" fill="#1f2937"/><rect x="778" y="350" width="12" height="280" fill="#1f2937"/>
    <g fill="#1f2937"><rect x="430" y="280" width="340" height="14" rx="7"/><rect x="480" y="310" width="240" height="12" rx="6"/></g>
    ${[260, 600, 940]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="640" rx="120" ry="30" fill="#f8fafc"/><rect x="${x - 120}" y="640" width="240" height="50" fill="#f8fafc"/><ellipse cx="${x}" cy="690" rx="120" ry="14" fill="#e2e8f0"/><circle cx="${x - 40}" cy="630" r="12" fill="#f59e0b"/><circle cx="${x + 30}" cy="632" r="12" fill="#ef4444"/>`,
      )
      .join('')}
    ${person(150, 610, 0.9, '#2563eb')}${person(370, 610, 0.9, '#dc2626')}${person(490, 612, 0.9, '#16a34a', { skirt: true })}${person(710, 612, 0.9, '#9333ea')}${person(830, 610, 0.9, '#f59e0b', { skirt: true })}${person(1060, 610, 0.9, '#0f766e')}`,
};

/** The SVG of a product (800×800 grid) or service (1200×800 grid) scaled to width × height. */
export function drawingScene(folder, name, width, height) {
  const drawings = folder === 'products' ? productDrawings : serviceDrawings;
  const draw = drawings[name];
  if (!draw)
    throw new Error(
      `/images/${folder}/${name}.webp: no drawing in scripts/images/products.mjs; add one that shows the ${folder === 'products' ? 'product' : 'service'}`,
    );
  const [w, h] = folder === 'products' ? [800, 800] : [1200, 800];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${draw()}</svg>`;
}
