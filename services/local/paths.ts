import { join, resolve } from 'node:path';

/** Repository paths the local stack uses. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const LOCAL_DIR = process.env.LOCAL_DATA_DIR
  ? resolve(process.env.LOCAL_DATA_DIR)
  : join(REPO_ROOT, '.local');
export const WEB_ROOT = join(REPO_ROOT, 'web', 'dist');
export const WEB_SOURCES = [join(REPO_ROOT, 'web'), join(REPO_ROOT, 'shared', 'src')];

/** Demo SuperAdmin; both overridable by env. Local only: never a deployed default. */
export const DEFAULT_ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};
