// @vitest-environment jsdom
import { CAREERS_MESSAGES } from '@app/shared/careers';
import { MESSAGES } from '@app/shared/messages';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { renderRoute } from '../../../testing/render-route';

function job(overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    _id: 'qa-engineer-1a2b3c4d',
    title: 'QA Engineer',
    category: 'IT',
    experience: '0-1 Years',
    deadline: '2099-09-08',
    JobDescription: {
      PositionOverview: '<p>Keep releases <strong>reliable</strong>.</p>',
      KeyResponsibilities: ['Write tests'],
      Qualifications: ['Curiosity'],
      PreferredSkills: ['Playwright'],
    },
    location: ['Noida India', 'Remote'],
    jobType: 'Full-Time',
    schedule: 'Day Shift',
    jobLevel: 'Entry',
    education: 'Graduate',
    numberOfOpenings: 1,
    salaryMin: 300_000,
    salaryMax: 12_500_000,
    datePosted: '2099-01-01T00:00:00.000Z',
    status: 'open',
    ...overrides,
  };
}

let openings: PublicJob[] = [];
let detail: PublicJob | null = null;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/careers/openings/'))
        return detail ? json({ data: detail }) : json({ message: CAREERS_MESSAGES.jobNotFound }, 404);
      if (url.includes('/careers/openings')) return json({ data: { items: openings, nextCursor: null } });
      return json({ message: 'not stubbed' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/careers current openings', () => {
  it('groups open jobs by category with Deadline and Experience labels linking to their pages', async () => {
    openings = [
      job(),
      job({ _id: 'ui-designer-1', title: 'UI Designer', category: 'Design', experience: '2 Years' }),
    ];
    renderRoute(appRoutes, '/careers');
    const itGroup = await screen.findByRole('region', { name: 'IT openings' }, { timeout: 5000 });
    const card = within(itGroup).getByRole('article', { name: 'QA Engineer' });
    expect(within(card).getByText('Sep 8, 2099')).toBeTruthy();
    expect(within(card).getByText('0-1 Years')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'QA Engineer' }).getAttribute('href')).toBe(
      '/careers/qa-engineer-1a2b3c4d',
    );
    expect(screen.getByRole('region', { name: 'Design openings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Management' }));
    expect(screen.getByText(MESSAGES.noMoreListings)).toBeTruthy();
  });

  it('shows the stars message when nothing is open', async () => {
    openings = [];
    renderRoute(appRoutes, '/careers');
    expect(await screen.findByText(MESSAGES.noPositions, {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('/careers/:jobId', () => {
  it('shows the four sections, the labels and the application form', async () => {
    detail = job();
    renderRoute(appRoutes, '/careers/qa-engineer-1a2b3c4d');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'QA Engineer' }, { timeout: 5000 }),
    ).toBeTruthy();
    for (const name of ['Position Overview', 'Key Responsibilities', 'Qualifications', 'Preferred Skills'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('reliable').tagName).toBe('STRONG');
    expect(screen.getByText('₹3.0L - ₹1.2Cr')).toBeTruthy();
    expect(
      await screen.findByRole('form', { name: 'Apply for QA Engineer' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(document.title).toBe('QA Engineer | Careers | Moondive');
  });

  it('says a job no longer takes applications once its deadline passed, even if the page still exists', async () => {
    detail = job({ deadline: '2000-01-01' });
    renderRoute(appRoutes, '/careers/qa-engineer-1a2b3c4d');
    expect(await screen.findByText(CAREERS_MESSAGES.jobClosedNotice, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the not-found page for a deleted job', async () => {
    detail = null;
    renderRoute(appRoutes, '/careers/gone-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
