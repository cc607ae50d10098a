/**
 * Office holidays: the seed of each office's availability record
 * (schemas/office-availability.ts). Once Sales save an office on
 * /admin/availability its stored closures rule; this list only fills an
 * office nobody has edited. A date is the office's own calendar day ('YYYY-MM-DD' in its zone);
 * `offices` names the offices that close. Staff-facing upkeep: add next
 * year's dates before December (the booking window is 14 days, so a missing
 * year only shows once the window reaches it). Dates follow the Government of
 * India gazetted list for Noida and the US federal holidays (observed dates)
 * for Washington.
 */
import type { MeetingOfficeId } from './leads';

export interface OfficeHoliday {
  readonly date: string;
  readonly name: string;
  readonly offices: readonly MeetingOfficeId[];
}

const BOTH: readonly MeetingOfficeId[] = ['noida', 'washington'];
const NOIDA: readonly MeetingOfficeId[] = ['noida'];
const WASHINGTON: readonly MeetingOfficeId[] = ['washington'];

export const OFFICE_HOLIDAYS: readonly OfficeHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day", offices: BOTH },
  { date: '2026-01-19', name: 'Martin Luther King Jr. Day', offices: WASHINGTON },
  { date: '2026-01-26', name: 'Republic Day', offices: NOIDA },
  { date: '2026-02-16', name: "Washington's Birthday", offices: WASHINGTON },
  { date: '2026-03-04', name: 'Holi', offices: NOIDA },
  { date: '2026-05-25', name: 'Memorial Day', offices: WASHINGTON },
  { date: '2026-06-19', name: 'Juneteenth', offices: WASHINGTON },
  { date: '2026-07-03', name: 'Independence Day (observed)', offices: WASHINGTON },
  { date: '2026-09-07', name: 'Labor Day', offices: WASHINGTON },
  { date: '2026-10-02', name: 'Gandhi Jayanti', offices: NOIDA },
  { date: '2026-10-12', name: 'Columbus Day', offices: WASHINGTON },
  { date: '2026-10-20', name: 'Dussehra', offices: NOIDA },
  { date: '2026-11-09', name: 'Diwali holiday', offices: NOIDA },
  { date: '2026-11-11', name: 'Veterans Day', offices: WASHINGTON },
  { date: '2026-11-26', name: 'Thanksgiving Day', offices: WASHINGTON },
  { date: '2026-11-27', name: 'Day after Thanksgiving', offices: WASHINGTON },
  { date: '2026-12-25', name: 'Christmas Day', offices: BOTH },
  { date: '2027-01-01', name: "New Year's Day", offices: BOTH },
  { date: '2027-01-18', name: 'Martin Luther King Jr. Day', offices: WASHINGTON },
  { date: '2027-01-26', name: 'Republic Day', offices: NOIDA },
  { date: '2027-02-15', name: "Washington's Birthday", offices: WASHINGTON },
  { date: '2027-03-22', name: 'Holi', offices: NOIDA },
  { date: '2027-05-31', name: 'Memorial Day', offices: WASHINGTON },
  { date: '2027-06-18', name: 'Juneteenth (observed)', offices: WASHINGTON },
  { date: '2027-07-05', name: 'Independence Day (observed)', offices: WASHINGTON },
  { date: '2027-09-06', name: 'Labor Day', offices: WASHINGTON },
  { date: '2027-10-11', name: 'Columbus Day', offices: WASHINGTON },
  { date: '2027-10-29', name: 'Diwali', offices: NOIDA },
  { date: '2027-11-11', name: 'Veterans Day', offices: WASHINGTON },
  { date: '2027-11-25', name: 'Thanksgiving Day', offices: WASHINGTON },
  { date: '2027-11-26', name: 'Day after Thanksgiving', offices: WASHINGTON },
  { date: '2027-12-24', name: 'Christmas Day (observed)', offices: WASHINGTON },
];
