import { describe, expect, it } from 'vitest';
import { type LegalDocument, PRIVACY_POLICY, TERMS_AND_CONDITIONS } from './legal';

const words = (doc: LegalDocument) =>
  [doc.heading, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');

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
