/**
 * Seeds demo content. Each feature adds its seeder to SEEDERS; a seeder must be
 * idempotent (conditional puts keyed by fixed ids), because it runs on every
 * start and must never overwrite what staff changed.
 */
import { seedCareers } from './careers-demo';
import { seedAnalytics } from './seed-analytics';
import { seedApplications } from './seed-applications';
import { seedBlogs } from './seed-blogs';
import { seedCaseStudies } from './seed-case-studies';
import { seedDeals } from './seed-deals';
import { seedMeetingDemo } from './seed-meetings';
import { seedReplyPromise, seedSalesMembers } from './seed-owners';
import { seedPrivacyPerson } from './seed-privacy';
import { seedSections } from './seed-sections';
import { seedSocialPosts } from './seed-social';
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

/**
 * `traffic`: also 60 days of demo analytics, campaigns and attributed leads, and a month of
 * planned social posts and a pipeline of deals by `adminEmail` (npm start; off in tests and benchmarks).
 */
export async function seedDemoContent(
  env: Record<string, string>,
  opts: { traffic?: boolean; adminEmail?: string; adminPassword?: string } = {},
): Promise<void> {
  for (const seeder of SEEDERS) await seeder(env);
  if (opts.traffic) {
    // Issue 30: Sales members first, so the demo leads below take turns among them as the forms do.
    if (opts.adminPassword) await seedSalesMembers(env, opts.adminPassword);
    await seedAnalytics();
    // After the campaigns: the posts use one's tag. Mailed, when due, to the seeded SuperAdmin.
    await seedSocialPosts(opts.adminEmail ?? 'admin@example.com');
    // After the leads and campaigns: demo deals made from seeded leads, owned by the seeded SuperAdmin.
    await seedDeals(opts.adminEmail ?? 'admin@example.com');
    await seedApplications();
    // After the jobs: issue 28's person with a record of every kind (/admin/privacy).
    await seedPrivacyPerson(opts.adminEmail ?? 'admin@example.com');
    // Issue 30: a meeting within 24 hours (its reminder on the first sweep) and a Noida holiday closure.
    await seedMeetingDemo(opts.adminEmail ?? 'admin@example.com');
    // Last: the demo leads' first responses, and one overdue lead for the sweep's mail.
    await seedReplyPromise();
  }
}
