// @vitest-environment jsdom
import type { DealActivity } from '@app/shared/schemas/deal';
import type { SocialPostView } from '@app/shared/schemas/social-post';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealActivities } from '../features/deals/components/deal-activities';
import { RaisedCell } from '../features/leads/components/lead-cells';
import { visibleDays } from '../features/social-media/components/calendar-dates';
import { SocialCalendar } from '../features/social-media/components/social-calendar';
import { SocialList } from '../features/social-media/components/social-list';
import { setStaffZone } from '../lib/staff-zone';
import { installDomStubs } from '../testing/render-route';

/**
 * Issue 27 item 5: one instant reads the same on the leads list, a deal's timeline and the social
 * planner (list and calendar) for one member. 01:12 UTC on Nov 27 is still Nov 26, 8:12 PM in the
 * member's New York zone, whatever the machine's own zone (the planner once used the browser's).
 */
const AT = '2026-11-27T01:12:00.000Z';
const ZONE = 'America/New_York';

beforeEach(() => {
  installDomStubs();
  setStaffZone(ZONE);
});
afterEach(() => {
  cleanup();
  setStaffZone(null);
});

const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

const post = {
  id: 'p1',
  slug: 'p1',
  version: 1,
  network: 'linkedin',
  text: 'Launch day',
  linkKind: 'url',
  linkUrl: 'https://example.com/launch',
  taggedUrl: 'https://example.com/launch?utm_source=linkedin',
  preview: null,
  scheduledAt: AT,
  status: 'scheduled',
  author: 'asha@example.com',
  createdAt: AT,
  updatedAt: AT,
  stats: null,
} as unknown as SocialPostView;

describe('staff dates agree across screens (issue 27 item 5)', () => {
  it('the leads list, a deal timeline and the social planner show one instant alike', () => {
    const lead = inMantine(<RaisedCell iso={AT} />);
    expect([...lead.container.querySelectorAll('p')].map(text)).toEqual(['Nov 26, 2026', '8:12 PM']);
    cleanup();

    const activity: DealActivity = { id: 'a1', type: 'call', text: 'Called', at: AT, by: 'asha@example.com' };
    const deal = inMantine(<DealActivities activities={[activity]} />);
    expect(text(deal.container)).toContain('Nov 26, 2026, 8:12 PM · asha@example.com');
    cleanup();

    const list = inMantine(<SocialList items={[post]} onOpen={() => {}} />);
    expect(text(list.container)).toContain('Nov 26, 2026, 8:12 PM');
    cleanup();

    // The week of Nov 23-29: the post sits on the 26th (the member's day), at 8:12 PM.
    const days = visibleDays('week', new Date(2026, 10, 26));
    const calendar = inMantine(
      <SocialCalendar
        zone={ZONE}
        view="week"
        days={days}
        month={10}
        posts={[post]}
        onOpen={() => {}}
        onNew={() => {}}
      />,
    );
    const day = calendar.container.querySelector('[data-day="2026-11-26"]');
    expect(day && text(day)).toContain('8:12 PM');
    expect(calendar.container.querySelector('[data-day="2026-11-27"] [data-post]')).toBeNull();
  });
});
