import { keepTokenTitle } from '@app/shared/schemas/talent-pool';
import { afterEach, describe, expect, it } from 'vitest';
import { setMeetingKeyReader } from '../meeting-link';
import { checkKeepToken, keepApplicationUrl, signKeepToken } from './keep-link';

const claim = { id: '0b6f2f8e-2d3c-4c2a-9d7e-1f2a3b4c5d6e', from: 1_780_000_000, expires: 1_800_000_000 };

afterEach(() => setMeetingKeyReader(undefined));

describe('talent-pool link token', () => {
  it('round-trips the claim and shows the title to the page', async () => {
    const token = await signKeepToken(claim, 'Senior Engineer — Noida');
    expect(await checkKeepToken(token, 1_790_000_000_000)).toEqual({ ok: true, ...claim, expired: false });
    expect(keepTokenTitle(token)).toBe('Senior Engineer — Noida');
    expect(keepApplicationUrl('https://site.test/', token)).toBe(
      `https://site.test/careers/keep-my-application#t=${token}`,
    );
  });

  it('refuses a changed id, date, title or signature, and tells an expired genuine one apart', async () => {
    const token = await signKeepToken(claim, 'Designer');
    const [id, from, exp, title, sig] = token.split('.');
    for (const forged of [
      [id?.replace(/^0/, '1'), from, exp, title, sig],
      [id, String(Number(from) + 1), exp, title, sig],
      [id, from, String(Number(exp) + 86_400), title, sig],
      [id, from, exp, Buffer.from('CEO').toString('base64url'), sig],
      [id, from, exp, title, `${sig?.slice(0, -2)}AA`],
    ])
      expect(await checkKeepToken(forged.join('.'), 0)).toEqual({ ok: false });
    expect(await checkKeepToken('a.b.c', 0)).toEqual({ ok: false });
    expect(await checkKeepToken(token, claim.expires * 1000)).toMatchObject({ ok: true, expired: true });
  });

  it('keeps a link valid through a key rotation until the old key is dropped', async () => {
    setMeetingKeyReader(async () => ({ current: 'a'.repeat(40) }));
    const token = await signKeepToken(claim, 'Designer');
    setMeetingKeyReader(async () => ({ current: 'b'.repeat(40), previous: 'a'.repeat(40) }));
    expect((await checkKeepToken(token, 0)).ok).toBe(true);
    setMeetingKeyReader(async () => ({ current: 'b'.repeat(40) }));
    expect((await checkKeepToken(token, 0)).ok).toBe(false);
  });
});
