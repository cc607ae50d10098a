import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outbox() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  dirs.push(dir);
  return { dir, box: new Outbox(dir) };
}

const mail = (to: string, subject: string) => ({
  source: 'ses' as const,
  from: 'site@example.com',
  to: [to],
  replyTo: [],
  subject,
  text: `Hello ${to}`,
});

describe('the local outbox', () => {
  it('lists what was recorded, newest first, parsing each file once', () => {
    const { box } = outbox();
    const first = box.record(mail('a@example.com', 'First'));
    const second = box.record(mail('b@example.com', 'Second'));
    const listed = box.list();
    expect(listed.map((m) => m.id).sort()).toEqual([first.id, second.id].sort());
    expect((listed[0]?.id ?? '') > (listed[1]?.id ?? '')).toBe(true);
    // A second call gives the same parsed mails (no re-read), and a new mail joins them.
    const third = box.record(mail('c@example.com', 'Third'));
    const again = box.list();
    expect(again).toHaveLength(3);
    expect(again.find((m) => m.id === first.id)).toBe(listed.find((m) => m.id === first.id));
    expect(again.some((m) => m.id === third.id)).toBe(true);
  });

  it('forgets erased mails and mails whose file was removed by hand', () => {
    const { dir, box } = outbox();
    box.record(mail('erase.me@example.com', 'To erase'));
    const kept = box.record(mail('keep@example.com', 'To keep'));
    const byHand = box.record(mail('hand@example.com', 'Removed by hand'));
    expect(box.list()).toHaveLength(3);
    expect(box.erase('erase.me@example.com')).toBe(1);
    expect(box.list().map((m) => m.subject)).not.toContain('To erase');
    unlinkSync(join(dir, `${byHand.id}.json`));
    expect(box.list().map((m) => m.id)).toEqual([kept.id]);
  });
});
