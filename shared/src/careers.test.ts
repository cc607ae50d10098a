import { describe, expect, it } from 'vitest';
import {
  deadlineEnd,
  experienceLabel,
  isDeadlinePast,
  jobDisplayStatus,
  jobPath,
  jobToday,
  textToList,
} from './careers';

describe('job deadlines (company time zone, Asia/Kolkata)', () => {
  it('reads today in India, not in UTC', () => {
    // 20:00 UTC on Sep 8 is 01:30 on Sep 9 in India.
    expect(jobToday(new Date('2024-09-08T20:00:00Z'))).toBe('2024-09-09');
    expect(jobToday(new Date('2024-09-08T10:00:00Z'))).toBe('2024-09-08');
  });

  it('keeps a job open through the whole deadline day', () => {
    const lastMinute = new Date('2024-09-08T18:29:00Z'); // 23:59 IST on Sep 8
    const nextDay = new Date('2024-09-08T18:31:00Z'); // 00:01 IST on Sep 9
    expect(isDeadlinePast('2024-09-08', lastMinute)).toBe(false);
    expect(isDeadlinePast('2024-09-08', nextDay)).toBe(true);
    // 23:59:59 on the deadline day in India, written with the zone's real offset.
    expect(deadlineEnd('2024-09-08')).toMatch(/^2024-09-08T23:59:59\+\d\d:\d\d$/);
    expect(Date.parse(deadlineEnd('2024-09-08'))).toBe(Date.parse('2024-09-08T18:29:59Z'));
    expect(Date.parse(deadlineEnd('2024-09-08'))).toBeLessThan(nextDay.getTime());
  });

  it('pinned: a deadline of 2026-11-27 or 2026-12-25 ends at 18:29:59Z, the end of that day in Noida', () => {
    expect(isDeadlinePast('2026-11-27', new Date('2026-11-27T18:29:59Z'))).toBe(false);
    expect(isDeadlinePast('2026-11-27', new Date('2026-11-27T18:30:00Z'))).toBe(true);
    expect(jobToday(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28'); // a Saturday in India
    expect(Date.parse(deadlineEnd('2026-12-25'))).toBe(Date.parse('2026-12-25T18:29:59Z'));
    expect(
      jobDisplayStatus({ status: 'open', deadline: '2026-12-25' }, new Date('2026-12-25T18:29:59Z')),
    ).toBe('open');
    expect(
      jobDisplayStatus({ status: 'open', deadline: '2026-12-25' }, new Date('2026-12-25T18:30:00Z')),
    ).toBe('expired');
  });

  it('derives the shown status', () => {
    const now = new Date('2024-09-10T06:00:00Z');
    expect(jobDisplayStatus({ status: 'open', deadline: '2024-09-10' }, now)).toBe('open');
    expect(jobDisplayStatus({ status: 'open', deadline: '2024-09-09' }, now)).toBe('expired');
    expect(jobDisplayStatus({ status: 'closed', deadline: '2024-12-01' }, now)).toBe('closed');
  });
});

describe('careers display helpers', () => {
  it('writes the Experience label as free text like the spec sample', () => {
    expect(experienceLabel(0, 1)).toBe('0-1 Years');
    expect(experienceLabel(2, 2)).toBe('2 Years');
    expect(experienceLabel(1, 1)).toBe('1 Year');
    expect(experienceLabel(1.5, 3)).toBe('1.5-3 Years');
  });

  it('turns rich text or plain lines into a list', () => {
    expect(textToList('<ul><li>React</li><li><strong>Type</strong>Script</li></ul>')).toEqual([
      'React',
      'TypeScript',
    ]);
    expect(textToList('<p>One</p><p>Two<br>Three</p>')).toEqual(['One', 'Two', 'Three']);
    expect(textToList('- Build pages\n\n* Review code\r\n')).toEqual(['Build pages', 'Review code']);
    expect(textToList(undefined)).toEqual([]);
    expect(textToList('<script>x</script>')).toEqual([]);
  });

  it('builds the job page path', () => {
    expect(jobPath('qa-engineer')).toBe('/careers/qa-engineer');
  });
});
