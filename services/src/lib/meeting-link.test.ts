import { afterEach, describe, expect, it } from 'vitest';
import {
  checkMeetingToken,
  linkExpiry,
  meetingLinkUrl,
  setMeetingKeyReader,
  signMeetingToken,
} from './meeting-link';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);
const NOW = Date.parse('2026-12-01T00:00:00Z');

afterEach(() => setMeetingKeyReader(undefined));

describe('meeting link tokens', () => {
  it('open the booking they were signed for until they expire, and no other', async () => {
    const exp = linkExpiry('2026-12-07T14:00:00.000Z');
    const token = await signMeetingToken('lead-1', exp);
    expect(await checkMeetingToken(token, NOW)).toEqual({ ok: true, id: 'lead-1', expired: false });
    expect(await checkMeetingToken(token, exp * 1000)).toEqual({ ok: true, id: 'lead-1', expired: true });
    const [, , sig] = token.split('.');
    expect(await checkMeetingToken(`lead-2.${exp}.${sig}`, NOW)).toEqual({ ok: false });
    expect(await checkMeetingToken(`lead-1.${exp + 1}.${sig}`, NOW)).toEqual({ ok: false });
    expect(await checkMeetingToken(`lead-1.0${exp}.${sig}`, NOW)).toEqual({ ok: false });
    expect(await checkMeetingToken('lead-1', NOW)).toEqual({ ok: false });
  });

  it('still open after a rotation (previous), and not after the old key is dropped', async () => {
    setMeetingKeyReader(async () => ({ current: OLD }));
    const token = await signMeetingToken('lead-1', 2_000_000_000);
    setMeetingKeyReader(async () => ({ current: NEW, previous: OLD }));
    expect((await checkMeetingToken(token, NOW)).ok).toBe(true);
    expect(await signMeetingToken('lead-1', 2_000_000_000)).not.toBe(token);
    setMeetingKeyReader(async () => ({ current: NEW }));
    expect((await checkMeetingToken(token, NOW)).ok).toBe(false);
  });

  it('puts the token in the fragment of the /meeting page', () => {
    expect(meetingLinkUrl('https://site.example.com/', 'a.1.b')).toBe(
      'https://site.example.com/meeting#t=a.1.b',
    );
  });
});
