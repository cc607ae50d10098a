import { rmSync } from 'node:fs';
import { LOCAL_DIR } from './paths';

/** Deletes every local table, bucket, user and mail; the next start recreates them. */
rmSync(LOCAL_DIR, { recursive: true, force: true });
console.log(`Removed ${LOCAL_DIR}`);
