/**
 * Demo testimonials for the home page, one per demo project, with the same
 * facts as its case study (seed-data/projects.ts). Fixed ids; created once
 * (see seed-once.ts).
 */

import * as clock from '@app/shared/clock';
import { DEMO_PROJECTS, daysBefore } from './seed-data/projects';
import { alreadyThere, seedOnce } from './seed-once';

export async function seedTestimonials(): Promise<void> {
  const { testimonials } = await import('../src/data/testimonial');
  const now = clock.now();
  await seedOnce('testimonials-v1', async () => {
    for (const [i, p] of DEMO_PROJECTS.entries()) {
      const { name, designation, text, daysAgo } = p.testimonial;
      const fields = {
        name,
        designation,
        websiteName: p.website,
        link: `https://${p.website}`,
        testimonial: text,
      };
      await testimonials
        .create(fields, new Date(daysBefore(now, daysAgo)), `demo-testimonial-${i + 1}`)
        .catch((error: unknown) => {
          if (!alreadyThere(error)) throw error;
        });
    }
  });
}
