import { bundleAll } from '../../services/scripts/bundle';
import { buildApp } from '../lib/build-app';

// The stacks deploy services/dist/lambdas/<feature>; build them fresh so a
// synth never ships a stale bundle.
await bundleAll();
const { app } = buildApp();
app.synth();
