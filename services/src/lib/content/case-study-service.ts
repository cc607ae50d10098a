/** Saving and deleting case studies: sanitise, check images and slug, store, then sync the public files. */

import * as clock from '@app/shared/clock';
import { MESSAGES } from '@app/shared/messages';
import { sanitizeText } from '@app/shared/sanitize-text';
import { CASE_STUDY_MESSAGES, type CaseStudy, type CaseStudyForm } from '@app/shared/schemas/case-study';
import { caseStudies, caseStudySlugs } from '../../data/case-study';
import { assertImagesUsable, attachImages, releaseImages } from '../../data/media-ref';
import { assertVersion } from '../../data/record-version';
import { ValidationError } from '../errors';
import { imageSources, sanitizeRichText } from '../sanitize-html';
import { syncCaseStudySite } from './case-study-page';

const owner = (id: string) => `case-study#${id}`;
const images = (c: Pick<CaseStudy, 'heroImage' | 'ogImage' | 'content'>) =>
  [c.heroImage, c.ogImage, ...imageSources(c.content)].filter((p): p is string => !!p);

function prepare(form: CaseStudyForm, now: Date): CaseStudyForm {
  const content = sanitizeRichText(form.content);
  if (sanitizeText(content) === '' && !/<img\b/i.test(content))
    throw new ValidationError(MESSAGES.contentEmpty, { content: MESSAGES.contentEmpty });
  // A scheduled unpublish (issue 31) belongs to a published case study and lies ahead.
  const unpublishAt = form.status === 'published' && form.unpublishAt ? form.unpublishAt : undefined;
  if (unpublishAt && Date.parse(unpublishAt) <= now.getTime())
    throw new ValidationError(CASE_STUDY_MESSAGES.unpublishAtPast, {
      unpublishAt: CASE_STUDY_MESSAGES.unpublishAtPast,
    });
  return {
    ...form,
    content,
    ogImage: form.ogImage || undefined,
    unpublishAt: unpublishAt ? new Date(unpublishAt).toISOString() : undefined,
  };
}

async function checkImages(form: CaseStudyForm, id: string) {
  await assertImagesUsable(
    [
      { field: 'heroImage', path: form.heroImage, missing: MESSAGES.heroImageRequired },
      { field: 'ogImage', path: form.ogImage, missing: MESSAGES.ogImageRequired },
      ...imageSources(form.content)
        .filter((src) => src.startsWith('/media/'))
        .map((path) => ({ field: 'content', path })),
    ],
    owner(id),
  );
}

export async function createCaseStudy(
  input: CaseStudyForm,
  now = clock.now(),
  by?: string,
): Promise<CaseStudy> {
  const form = prepare(input, now);
  const id = crypto.randomUUID();
  await checkImages(form, id);
  await caseStudySlugs.claim(form.slug, id);
  const fields = { ...form, ...(form.status === 'published' ? { published: now.toISOString() } : {}) };
  let saved: CaseStudy;
  try {
    saved = await caseStudies.create(fields, now, id, by);
  } catch (error) {
    await caseStudySlugs.release(form.slug, id);
    throw error;
  }
  await attachImages(images(saved), owner(id));
  await syncCaseStudySite(saved);
  return saved;
}

export async function updateCaseStudy(
  id: string,
  input: CaseStudyForm,
  expectedVersion: number,
  now = clock.now(),
  /** Who saved, and the summary when it is not computed from the change (a restore). */
  change: { by?: string; summary?: string } = {},
): Promise<CaseStudy> {
  const previous = await caseStudies.require(id);
  assertVersion(previous, expectedVersion, CASE_STUDY_MESSAGES.notFound);
  const form = prepare(input, now);
  await checkImages(form, id);
  const slugChanged = form.slug !== previous.slug;
  if (slugChanged) await caseStudySlugs.claim(form.slug, id);
  const published = previous.published ?? (form.status === 'published' ? now.toISOString() : undefined);
  let saved: CaseStudy;
  try {
    saved = await caseStudies.update(
      id,
      { ...form, ...(published ? { published } : {}) },
      expectedVersion,
      now,
      change,
    );
  } catch (error) {
    if (slugChanged) await caseStudySlugs.release(form.slug, id);
    throw error;
  }
  if (slugChanged) await caseStudySlugs.release(previous.slug, id);
  const kept = new Set(images(saved));
  await attachImages(kept, owner(id));
  await releaseImages(
    images(previous).filter((p) => !kept.has(p)),
    owner(id),
  );
  await syncCaseStudySite(saved, slugChanged ? [previous.slug] : []);
  return saved;
}

export async function deleteCaseStudy(id: string): Promise<void> {
  const previous = await caseStudies.remove(id);
  await caseStudySlugs.release(previous.slug, id);
  await releaseImages(images(previous), owner(id));
  await syncCaseStudySite(null, [previous.slug]);
}
