import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { drawingScene } from './products.mjs';

const root = path.resolve(__dirname, '../..');

/** Image names that content/<folder> refers to, e.g. `ca-phe-arabica-son-la`. */
function referenced(folder: string): string[] {
  const dir = path.join(root, 'content', folder);
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(new RegExp(`/images/${folder}/([a-z0-9-]+)\\.webp`, 'g')))
      if (m[1]) names.add(m[1]);
  }
  return [...names].sort();
}

describe('product and service pictures', () => {
  const products = referenced('products');
  const services = referenced('services');

  it('draw every product and every service picture content names, each its own', () => {
    expect(products.length).toBeGreaterThanOrEqual(21);
    expect(services.length).toBeGreaterThanOrEqual(6);
    const svgs = [
      ...products.map((name) => drawingScene('products', name, 800, 800)),
      ...services.map((name) => drawingScene('services', name, 1200, 800)),
    ];
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('refuse a picture that has no drawing instead of stamping a stand-in', () => {
    expect(() => drawingScene('products', 'san-pham-moi', 800, 800)).toThrow(/no drawing/);
  });

  it('stay light enough for slow phone networks once encoded as the build does', async () => {
    for (const name of ['ca-phe-arabica-son-la', 'khan-len-tho-cam']) {
      const svg = drawingScene('products', name, 800, 800);
      const webp = await sharp(Buffer.from(svg)).webp({ quality: 62, effort: 5 }).toBuffer();
      expect(webp.length).toBeLessThan(16_000);
    }
  });
});
