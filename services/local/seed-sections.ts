/**
 * Site sections: seeds the demo section content once. The pages that show
 * sections are rendered by the stack's start (site maintenance, deploy mode).
 */
import { illustrationPng } from './illustrations/render';
import { seedImage } from './seed-image-job';
import { seedOnce } from './seed-once';

const VISION_IMAGE = '/media/section/05ec0000-0000-4000-8000-000000000001.png';

export async function seedSections(): Promise<void> {
  // Stored as sections were before the fold: the start's backfill moves them into their pages.
  const { putLegacySection: putSection } = await import('./legacy-section');

  await seedOnce('sections-v1', async () => {
    await putSection(
      'home.hero',
      {
        heading: 'Software that moves your business forward',
        lead: 'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.',
      },
      'seed',
      0,
    );
    await seedImage(VISION_IMAGE, illustrationPng('vision', 480, 320), 'image/png', 'section#about.vision');
    await putSection(
      'about.vision',
      {
        image: VISION_IMAGE,
        alt: 'A telescope pointed at a crescent moon and the stars: our vision of what comes next',
      },
      'seed',
      0,
    );
  });
}
