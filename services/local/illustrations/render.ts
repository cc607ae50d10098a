/**
 * Rasterises a demo illustration to PNG at the size a slot needs (hero,
 * open graph, card), cropping the 16:9 drawing to the target's shape from the
 * centre. PNG rather than SVG because uploaded images must be raster (the
 * media rules refuse SVG, and social networks need a raster og:image), so the
 * seeded images behave exactly like ones staff upload. resvg is a
 * devDependency: only the local seed uses it.
 */
import { Resvg } from '@resvg/resvg-js';
import { H, W } from './parts';
import { type SceneName, sceneSvg } from './scenes';

export function illustrationPng(name: SceneName, width: number, height: number): Buffer {
  const source = sceneSvg(name);
  // Crop the 1200 x 675 canvas to the target's aspect ratio, centred.
  const targetRatio = width / height;
  let vw = W;
  let vh = H;
  if (targetRatio > W / H) vh = W / targetRatio;
  else vw = H * targetRatio;
  const cropped = source.replace(
    `viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"`,
    `viewBox="${(W - vw) / 2} ${(H - vh) / 2} ${vw} ${vh}" width="${width}" height="${height}"`,
  );
  return new Resvg(cropped, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
