// @vitest-environment jsdom
import { INTERNSHIP_OPENINGS_HREF } from '@app/shared/careers';
import { serialize } from '@app/shared/html/html';
import type { SiteClasses } from '@app/shared/html/site-classes';
import { openingsList } from '@app/shared/html/views/job';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { describe, expect, it } from 'vitest';
import { initOpeningsFilter } from './openings-filter';

const cls = new Proxy({}, { get: (_, key) => String(key).replace('.', '-') }) as SiteClasses;
const job = (title: string, category: PublicJob['category'], jobType: PublicJob['jobType']) =>
  ({
    _id: title.toLowerCase().replaceAll(' ', '-'),
    title,
    category,
    jobType,
    experience: '0-1',
    deadline: '2030-12-08',
  }) as PublicJob;

/** /careers as the static pages make it, opened at `href`, with the page script's filter. */
function careersAt(href: string): Document {
  const doc = document.implementation.createHTMLDocument('Careers');
  doc.body.innerHTML = `<section id="current-openings">${serialize(
    openingsList(cls, [
      job('Frontend Intern', 'IT', 'Internship'),
      job('Backend Engineer', 'IT', 'Full-Time'),
      job('Sales Associate', 'Sales & Marketing', 'Full-Time'),
      job('Design Intern', 'Design', 'Internship'),
    ]),
  )}</section>`;
  initOpeningsFilter(doc, new URL(href, 'https://moondive.example.com').search);
  return doc;
}
const visibleTitles = (doc: Document) =>
  Array.from(doc.querySelectorAll<HTMLElement>('[data-job-type]'))
    .filter((card) => !card.hidden && !card.closest<HTMLElement>('[data-category]')?.hidden)
    .map((card) => card.querySelector('h4')?.textContent);

describe("Life's 'See internship openings' (issue 27, item 9)", () => {
  it('lands on the internship openings only, named, with a way back to all', () => {
    expect(INTERNSHIP_OPENINGS_HREF).toBe('/careers?type=Internship#current-openings');
    const doc = careersAt(INTERNSHIP_OPENINGS_HREF);
    expect(visibleTitles(doc)).toEqual(['Frontend Intern', 'Design Intern']);
    const note = doc.querySelector<HTMLElement>('[data-type-note]');
    expect(note?.hidden).toBe(false);
    expect(note?.textContent).toContain('Showing internship openings only.');
    // A category button keeps the type: IT shows its internship, not its full-time job.
    doc.querySelector<HTMLElement>('[data-filter="IT"]')?.click();
    expect(visibleTitles(doc)).toEqual(['Frontend Intern']);
    doc.querySelector<HTMLElement>('[data-type-clear]')?.click();
    expect(visibleTitles(doc)).toHaveLength(4);
    expect(note?.hidden).toBe(true);
  });

  it('a category with no internship says so; plain /careers and an unknown type show every opening', () => {
    const doc = careersAt(INTERNSHIP_OPENINGS_HREF);
    const sales = Array.from(doc.querySelectorAll<HTMLElement>('[data-filter]')).find(
      (b) => b.dataset.filter === 'Sales & Marketing',
    );
    expect(sales).toBeDefined();
    sales?.click();
    expect(visibleTitles(doc)).toEqual([]);
    expect(doc.querySelector<HTMLElement>('[data-filter-empty]')?.hidden).toBe(false);
    for (const href of ['/careers', '/careers?type=<script>#current-openings']) {
      const all = careersAt(href);
      expect(visibleTitles(all)).toHaveLength(4);
      expect(all.querySelector<HTMLElement>('[data-type-note]')?.hidden).toBe(true);
    }
  });
});
