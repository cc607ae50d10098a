import { ensureBundles, synthStage } from './testing/synth';
await ensureBundles();
const stage = process.argv[2] as 'dev';
const t0 = performance.now();
synthStage(stage);
console.log(stage, 'wall', Math.round(performance.now() - t0));
process.exit(0);
