import { PRIVACY_NOTICES } from '@app/shared/privacy-notices';
import { retentionSentences } from '@app/shared/retention';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal';

const PRIVACY_POLICY = LEGAL_DOCUMENTS['privacy-policy'];
const TERMS_AND_CONDITIONS = LEGAL_DOCUMENTS['terms-and-conditions'];
const words = (doc: LegalDocument) =>
  [
    doc.heading,
    doc.intro,
    ...[...doc.sections, ...doc.generated].flatMap((s) => [s.heading, ...s.paragraphs]),
  ].join('\n');

describe('legal pages', () => {
  // The privacy policy once named the form by its URL slug ("a contact, lets-connect, meeting … form").
  it.each([
    ['privacy policy', PRIVACY_POLICY],
    ['terms', TERMS_AND_CONDITIONS],
  ])('the %s name forms as visitors see them, not by their URL slugs', (_name, doc) => {
    const text = words(doc);
    for (const slug of ['lets-connect', 'schedule-meeting', 'contact-us']) expect(text).not.toContain(slug);
  });
});

describe('what the site says comes from the table', () => {
  it('the policy page retention sentences are the table’s, in a generated block after the prose', () => {
    const section = PRIVACY_POLICY.generated.find((s) => s.heading === 'How long we keep your data');
    expect(section?.paragraphs).toEqual(retentionSentences());
    expect(section?.paragraphs[0]).toContain('kept for 2 years from the last activity');
    expect(section?.paragraphs[1]).toContain('kept for 1 year from the application');
    expect(PRIVACY_POLICY.sections.map((s) => s.heading)).not.toContain('How long we keep your data');
    expect(JSON.stringify(PRIVACY_POLICY)).not.toContain('up to two years');
    expect(TERMS_AND_CONDITIONS.generated).toEqual([]);
  });

  it('the form notices name the same periods', () => {
    expect(PRIVACY_NOTICES.contact).toContain('2 years');
    expect(PRIVACY_NOTICES.application).toContain('1 year');
  });

  it('Last updated is the later of the prose and the facts', () => {
    expect(PRIVACY_POLICY.updated >= '2026-11-27').toBe(true);
    expect(TERMS_AND_CONDITIONS.updated).toBe('2024-11-01');
  });
});
