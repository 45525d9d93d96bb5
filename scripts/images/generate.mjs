#!/usr/bin/env node
// Original illustrations for the site: every `/images/<folder>/<name>.webp` that content/ refers
// to is drawn as an SVG scene and encoded to WebP with sharp: products and services from their
// own drawing (products.mjs), everything else as a landscape seeded by its name (scenes.mjs), so
// builds are reproducible. Also draws public/og-default.png (the default social card, 1200×630).
// Output in public/images/ is not committed (public/images/.gitignore); scripts/build.mjs runs this.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drawingScene } from './products.mjs';
import { landscape, mapScene } from './scenes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const sizes = JSON.parse(readFileSync(path.join(root, 'src/content/image-sizes.json'), 'utf8'));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every image path written in content files. */
function referencedImages() {
  const found = new Set(['/images/hero/hero.webp']);
  for (const file of walk(path.join(root, 'content'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\/images\/[a-z0-9-]+\/[a-z0-9-]+\.webp/g))
      found.add(match[0]);
  }
  return [...found].sort();
}

function svgFor(folder, name, width, height) {
  // Products and services show what is sold, one drawing each; the rest are landscapes.
  if (folder === 'products' || folder === 'services')
    return drawingScene(folder, name, width, height);
  if (folder === 'map') return mapScene(width, height);
  return landscape(`${folder}/${name}`, width, height, { hero: folder === 'hero' });
}

const force = process.argv.includes('--force');
// An image older than the code that draws it is drawn again (a checkout that brings new drawings
// must not keep the old files); otherwise existing files are kept, so rebuilds stay fast.
const drawnAt = Math.max(
  ...['scripts/images/generate.mjs', 'scripts/images/products.mjs', 'scripts/images/scenes.mjs']
    .concat('src/content/image-sizes.json')
    .map((file) => statSync(path.join(root, file)).mtimeMs),
);
const current = (file) => existsSync(file) && statSync(file).mtimeMs >= drawnAt;
let written = 0;
const images = referencedImages();
for (const src of images) {
  const [, , folder, file] = src.split('/');
  const size = sizes[folder];
  if (!size)
    throw new Error(`${src}: no size for folder "${folder}" in src/content/image-sizes.json`);
  const out = path.join(root, 'public', src);
  if (!force && current(out)) continue;
  mkdirSync(path.dirname(out), { recursive: true });
  const [width, height] = size;
  const svg = svgFor(folder, file.replace(/\.webp$/, ''), width, height);
  // Flat illustrations compress well; a lower quality keeps the hero light for LCP.
  const quality = folder === 'hero' ? 55 : 62;
  await sharp(Buffer.from(svg)).webp({ quality, effort: 5 }).toFile(out);
  written += 1;
}

const og = path.join(root, 'public/og-default.png');
if (force || !current(og)) {
  const svg = landscape('og/default', 1200, 630, {
    hero: true,
    title: 'Cáp Treo Núi Mây',
    subtitle: 'Tà Xùa · Sơn La',
  });
  writeFileSync(og, await sharp(Buffer.from(svg)).png({ palette: true, quality: 80 }).toBuffer());
  written += 1;
}
console.log(`images: ${images.length} referenced, ${written} written`);
