import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  RETENTION,
  retentionDue,
  retentionOf,
  retentionSentences,
  TTL_GRACE_DAYS,
  ttlBackstopSeconds,
} from './retention';
import { REVISIONS_KEPT } from './revisions';

describe('retention table', () => {
  it('has one row per kind, each with a period', () => {
    const kinds = RETENTION.map((r) => r.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const r of RETENTION)
      expect((r.period.years ?? 0) + (r.period.days ?? 0) + (r.period.versions ?? 0)).toBeGreaterThan(0);
  });

  it("names the kinds other issues added: suppression list, content revisions, a lead's meeting fields, staff days off", () => {
    expect(retentionOf('memberAway')).toMatchObject({ period: { days: 90 }, action: 'delete' });
    expect(retentionDue('memberAway', '2026-12-10T00:00:00.000Z').toISOString()).toBe(
      '2027-03-10T00:00:00.000Z',
    );
    expect(retentionOf('mailSuppression').period).toEqual({ days: 180 });
    expect(retentionOf('mailSuppression').keeps).toContain('keyed hash');
    expect(retentionOf('contentRevision').period).toEqual({ versions: REVISIONS_KEPT });
    expect(retentionOf('meetingDetails').period).toEqual(retentionOf('meetingLead').period);
    // Issue 30: owners, hosts, first responses and the promise's reminders live and go with their request.
    expect(retentionOf('leadFollowUp').period).toEqual(retentionOf('contactLead').period);
    // Revisions have no date of their own: asking for one is a mistake, not a silent "now".
    expect(() => retentionDue('contentRevision', '2026-11-27T00:00:00.000Z')).toThrow('kept by versions');
    const sentences = retentionSentences().join(' ');
    expect(sentences).toContain('for 180 days from the bounce or complaint');
    expect(sentences).toContain(`the last ${REVISIONS_KEPT} versions of each`);
  });

  it('counts calendar years in UTC, 29 February included', () => {
    expect(retentionDue('application', '2024-02-29T10:00:00.000Z').toISOString()).toBe(
      '2025-03-01T10:00:00.000Z',
    );
    expect(retentionDue('contactLead', '2026-03-29T00:30:00.000Z').toISOString()).toBe(
      '2028-03-29T00:30:00.000Z',
    );
    expect(addPeriod(new Date('2026-11-27T00:00:00Z'), { days: 1 }).toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });

  it('puts the TTL backstop after the sweep date, by the grace only', () => {
    const from = '2026-10-25T01:30:00.000Z'; // the night Europe leaves summer time
    const due = retentionDue('meetingLead', from).getTime() / 1000;
    expect(ttlBackstopSeconds('meetingLead', from)).toBe(due + TTL_GRACE_DAYS * 86_400);
  });

  it('refuses a kind it does not know', () => {
    expect(() => retentionOf('nope')).toThrow('No retention rule');
  });
});
