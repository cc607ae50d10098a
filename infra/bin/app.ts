import { bundleAll } from '../../services/scripts/bundle';
import { buildApp } from '../lib/build-app';
import { ensureWebDist } from '../lib/web-dist';

// The stacks deploy services/dist/lambdas/<feature>; build them fresh so a
// synth never ships a stale bundle.
await bundleAll();
// The Edge stack uploads web/dist and derives its CSP from it. `npm run deploy`
// always rebuilds it; a plain synth builds it only when it is missing.
ensureWebDist();
const { app } = buildApp();
app.synth();
