/**
 * Seeds demo content. Each feature adds its seeder to SEEDERS; a seeder must be
 * idempotent (conditional puts keyed by fixed ids), because it runs on every
 * start and must never overwrite what staff changed.
 */
export type Seeder = (env: Record<string, string>) => Promise<void>;

const SEEDERS: Seeder[] = [];

export async function seedDemoContent(env: Record<string, string>): Promise<void> {
  for (const seeder of SEEDERS) await seeder(env);
}
