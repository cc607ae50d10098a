import { App } from 'aws-cdk-lib';
import { bundleAll } from '../../services/scripts/bundle';
import { buildApp } from '../lib/build-app';
import { getStageConfig } from '../lib/config';
import { ensureStageSite } from '../lib/stage-site';

// Check the -c values first (prod refuses placeholder addresses, a missing region...), so a
// wrong command fails in a second instead of after bundling every Lambda. This App only reads
// the context: it must not synthesise (an empty assembly would overwrite the real one on exit).
getStageConfig(new App({ autoSynth: false }));

// The stacks deploy services/dist/lambdas/<feature>; build them fresh so a
// synth never ships a stale bundle.
await bundleAll();
// The Edge stack deploys the stage's own web build (infra/dist/sites/<host>, never
// web/dist) and derives its CSP from it; it is rebuilt when web/ or shared/src changed
// or the stage's site URL did (buildApp checks the -c values before building anything).
const { app } = buildApp({}, { site: ensureStageSite });
app.synth();
