import { describe, expect, it } from 'vitest';
import { DEADLINE_ZONE_NOTE, staffDayFormatter } from './deadline-picker';

const format = (date: string | null) =>
  staffDayFormatter({ type: 'default', date, locale: 'en', format: 'MMM D, YYYY', labelSeparator: '–' });

describe('the deadline pickers (issue 27 item 5)', () => {
  it('show the picked day in the staff format and name the zone of the deadline rule', () => {
    expect(format('2026-12-05')).toBe('Dec 5, 2026');
    expect(format('2027-01-31 00:00:00')).toBe('Jan 31, 2027');
    expect(format(null)).toBe('');
    expect(DEADLINE_ZONE_NOTE).toMatch(/^Open until the end of this day, .*India.*\.$/);
  });
});
