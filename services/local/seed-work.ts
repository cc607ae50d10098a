/** Demo "our work" projects, one per demo project (seed-data/projects.ts), each with a drawn illustration. */

import * as clock from '@app/shared/clock';
import type { WorkProjectForm } from '@app/shared/schemas/work-project';
import { illustrationPng } from './illustrations/render';
import { DEMO_PROJECTS, daysBefore } from './seed-data/projects';
import { seedImage } from './seed-image-job';
import { alreadyThere, seedOnce } from './seed-once';

export async function seedWork(): Promise<void> {
  const { workProjects } = await import('../src/data/work-project');
  const now = clock.now();
  await seedOnce('our-work-v1', async () => {
    for (const [i, p] of DEMO_PROJECTS.entries()) {
      const id = `demo-work-${p.key}`;
      const image = `/media/content/3a0c0000-0000-4000-8000-00000000000${i + 1}.png`;
      const form: WorkProjectForm = {
        name: p.client,
        industry: p.industry,
        summary: p.summary,
        outcome: p.outcome,
        image,
        imageAlt: p.imageAlt,
        link: `/case-study/${p.slug}`,
        position: i + 1,
        published: true,
      };
      await seedImage(image, illustrationPng(p.scene, 480, 300), 'image/png', `work#${id}`);
      await workProjects
        .create(form, new Date(daysBefore(now, p.publishedDaysAgo)), id)
        .catch((error: unknown) => {
          if (!alreadyThere(error)) throw error;
        });
    }
  });
}
