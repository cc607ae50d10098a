/**
 * Seeds demo content. Each feature adds its seeder to SEEDERS; a seeder must be
 * idempotent (conditional puts keyed by fixed ids), because it runs on every
 * start and must never overwrite what staff changed.
 */
import { seedCareers } from './careers-demo';
import { seedBlogs } from './seed-blogs';
import { seedCaseStudies } from './seed-case-studies';
import { seedSections } from './seed-sections';
import { seedTestimonials } from './seed-testimonials';
import { seedWork } from './seed-work';

export type Seeder = (env: Record<string, string>) => Promise<void>;

const SEEDERS: Seeder[] = [
  () => seedCareers(),
  () => seedBlogs(),
  () => seedTestimonials(),
  () => seedCaseStudies(),
  () => seedSections(),
  () => seedWork(),
];

export async function seedDemoContent(env: Record<string, string>): Promise<void> {
  for (const seeder of SEEDERS) await seeder(env);
}
