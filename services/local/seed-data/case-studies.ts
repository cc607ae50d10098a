/**
 * Demo case studies for the local seed, one per demo project (projects.ts
 * holds the facts). Fixed ids and image uuids keep the seed idempotent; the
 * publication dates stay within the year before the seed.
 */

import * as clock from '@app/shared/clock';
import type { CaseStudyForm } from '@app/shared/schemas/case-study';
import type { SceneName } from '../illustrations/scenes';
import { DEMO_PROJECTS, type DemoProject, daysBefore } from './projects';

export interface DemoCaseStudy {
  id: string;
  imageId: string;
  published: string;
  scene: SceneName;
  form: Omit<CaseStudyForm, 'heroImage' | 'ogImage' | 'status'>;
}

const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');

/** The story; the page shows the results (the form's own field) above it, so the body does not repeat them. */
function content(p: DemoProject): string {
  return [
    `<h2>The challenge</h2>${paragraphs(p.challenge)}`,
    `<h2>What we built</h2>${paragraphs(p.built)}`,
    `<h2>How we worked</h2>${paragraphs(p.how)}`,
    `<blockquote><p>“${p.testimonial.text}”</p><p>— ${p.testimonial.name}, ${p.testimonial.designation}</p></blockquote>`,
  ].join('');
}

export function demoCaseStudies(now = clock.now()): DemoCaseStudy[] {
  return DEMO_PROJECTS.map((p, i) => ({
    id: `demo-case-${p.key}`,
    imageId: `0c5e0000-0000-4000-8000-00000000000${i + 1}`,
    published: daysBefore(now, p.publishedDaysAgo),
    scene: p.scene,
    form: {
      slug: p.slug,
      title: p.title,
      client: p.client,
      industry: p.industry,
      category: p.category as CaseStudyForm['category'],
      summary: p.caseSummary,
      results: p.results,
      heroImageAlt: p.imageAlt,
      content: content(p),
    },
  }));
}
