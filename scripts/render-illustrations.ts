/**
 * Renders the sample illustrations (docs/illustrations/*.svg, drawn for this site) into
 * data/images/ as PNGs. The PNGs are committed: their text is drawn with this machine's fonts
 * once, so every build (and every CI machine, whatever fonts it has) processes the same pixels.
 *
 *   npx tsx scripts/render-illustrations.ts
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';

const SOURCE = 'docs/illustrations';
const WIDTH = 1800;

for (const name of readdirSync(SOURCE).filter((n) => n.endsWith('.svg'))) {
  const svg = join(SOURCE, name);
  const { width = WIDTH } = await sharp(svg).metadata();
  const out = join('data/images', `${basename(name, '.svg')}.png`);
  await sharp(svg, { density: (72 * WIDTH) / width })
    .resize({ width: WIDTH })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
  console.log(`${svg} -> ${out}`);
}
