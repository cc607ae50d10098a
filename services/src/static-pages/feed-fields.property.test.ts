/**
 * Issue 25, finding 4: a display name or title with U+000B or U+0001 made
 * /blogs/rss.xml unparsable for every subscriber. Every field that reaches the
 * RSS feed, a sitemap or a meeting's .ics is fuzzed with arbitrary Unicode
 * (control characters, lone surrogates, noncharacters and markup mixed in) and
 * handed to the writer as stored, bypassing validation (old records, seeds).
 * Oracles: `xmllint --noout` for XML; for .ics, ical.js parses it and no value
 * it reads back holds a character RFC 5545 forbids in TEXT (CONTROL).
 */
import { execFileSync } from 'node:child_process';
import type { MeetingLeadView } from '@app/shared/schemas/lead-admin';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { sitemapUrlsetXml } from '../lib/site-pages';
import { meetingInvite } from '../mail/meeting-invite';
import { rssXml } from './pages/blog-feed';

const RUNS = 60;
const NASTY = [
  '\u000B',
  '\u0001',
  '\0',
  '\f',
  '\u007F',
  '\u0085',
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDFFF',
  '\r',
  '\r\n',
  '<',
  '&',
  ']]>',
  '\u202E',
  '\u200B',
];
const text = fc
  .array(
    fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary-ascii' }), fc.constantFrom(...NASTY)),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

function xmllint(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

// RFC 5545 CONTROL: %x00-08 / %x0A-1F / %x7F. A content line carries none (line breaks only escaped);
// a value read back may hold the line feeds of an escaped \n.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const LINE_CONTROL = /[\0-\x08\x0A-\x1F\x7F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const VALUE_CONTROL = /[\0-\x08\x0B-\x1F\x7F]/;

describe('feeds, sitemaps and invitations parse whatever the stored text holds', () => {
  it('the RSS feed parses with xmllint for any title, description, industry, author and slug', () => {
    fc.assert(
      fc.property(text, text, text, text, text, (title, metaDescription, industry, author, slug) => {
        const xml = rssXml(
          [
            {
              slug,
              title,
              metaDescription,
              industry,
              author,
              publishAt: '2026-11-24T10:00:00.000Z',
            } as never,
          ],
          'https://site.example.com',
          new Date('2026-11-25T00:00:00.000Z'),
        );
        expect(xmllint(xml)).toBe('');
      }),
      // The pen test's two: U+000B in a display name (the author), U+0001 in a title.
      { numRuns: RUNS, examples: [['Title\u0001', '', 'Fintech', 'Ana\u000BRao', 'post']] },
    );
  });

  it('a sitemap parses with xmllint for any path and date', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ path: text, lastModified: text }), { minLength: 1, maxLength: 3 }),
        (urls) => {
          expect(xmllint(sitemapUrlsetXml(urls, 'https://site.example.com'))).toBe('');
        },
      ),
      // A form feed: HTML carries it, XML 1.0 does not.
      { numRuns: RUNS, examples: [[[{ path: '/blogs/a\fb', lastModified: '2026-11-24' }]]] },
    );
  });

  it('both copies of a meeting invitation parse, with no control character in any value', () => {
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.constantFrom('REQUEST', 'PUBLISH', 'CANCEL' as const),
        (fullName, companyName, topic, method) => {
          const lead = {
            id: 'id-1',
            fullName,
            companyName,
            interestedIn: topic,
            email: 'raj@example.com',
            meeting: { start: '2026-12-07T14:00:00.000Z', end: '2026-12-07T14:30:00.000Z', office: 'noida' },
          } as MeetingLeadView & { meeting: NonNullable<MeetingLeadView['meeting']> };
          const ics = meetingInvite(
            lead,
            { salesInbox: 'sales@example.com', siteUrl: 'https://site.example.com' },
            method,
          );
          for (const line of ics.split('\r\n')) expect(line).not.toMatch(LINE_CONTROL);
          const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component;
          for (const property of event.getAllProperties()) {
            for (const v of property.getValues()) expect(String(v)).not.toMatch(VALUE_CONTROL);
            for (const p of Object.values(property.toJSON()[1] as Record<string, unknown>)) {
              expect(String(p)).not.toMatch(VALUE_CONTROL);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
