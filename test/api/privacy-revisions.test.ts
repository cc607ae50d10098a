import { readZip } from '@app/services/lib/privacy/zip-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { createJob, jobBody } from './careers-helpers';
import { contactBody, type Json, uniqueName } from './leads-helpers';

/**
 * Issue 28, "every store": content revisions live and die with their record;
 * the privacy search lists the kept versions of a testimonial that quote the
 * person (a name from their records), the export holds them, and the erasure
 * deletes them; other testimonials keep their history.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let writer: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  writer = await createMember(stack, 'writer.erasure@example.com', ['ContentWriter']);
});
afterAll(async () => {
  await stack?.dispose();
});

const ok = (res: { status: number; json: Json }, status = 201) => {
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
};
const quote = (name: string) => ({
  name,
  designation: 'COO, Northwind',
  websiteName: 'Northwind',
  link: 'https://northwind.example.com',
  testimonial: 'They shipped on time.',
});

describe('erasure of the kinds other issues added (content revisions, staff days off)', () => {
  it("finds, exports and deletes the kept versions of a testimonial that name the person, and no other testimonial's", async () => {
    const name = uniqueName('Anaya');
    const email = `anaya.${Math.random().toString(36).slice(2, 10)}@example.com`;
    ok(await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ email, name }) }));
    const named = ok(
      await api(stack, 'POST', '/admin/create/testimonial', { token: writer, body: quote(name) }),
    );
    // A later edit took the name out of the live text; version 1 still holds it.
    ok(
      await api(stack, 'PUT', `/admin/testimonial?id=${named.id}`, {
        token: writer,
        body: { ...quote('A happy client'), version: named.version },
      }),
      200,
    );
    const other = ok(
      await api(stack, 'POST', '/admin/create/testimonial', {
        token: writer,
        body: quote(uniqueName('Ravi')),
      }),
    );
    const history = async (id: string) =>
      ok(await api(stack, 'GET', `/admin/testimonial/revisions?id=${id}`, { token: writer }), 200)
        .items as Json[];
    expect((await history(named.id)).map((r) => r.version)).toEqual([2, 1]);

    // Found: the version that names the person, with a link to the record's editor on the screen.
    const found = ok(
      await api(stack, 'POST', '/admin/privacy/search', { token: admin, body: { email } }),
      200,
    );
    expect(found.counts.revisions).toBe(1);
    expect(found.records.revisions).toEqual([
      expect.objectContaining({ kind: 'testimonial', recordId: named.id, version: 1 }),
    ]);
    expect(found.records.revisions[0].content.name).toBe(name);
    // Exported: revisions.json holds it, and the README says what the file is.
    const exported = ok(await api(stack, 'POST', '/admin/privacy/export', { token: admin, body: { email } }));
    const files = readZip(Buffer.from(await (await fetch(exported.url)).arrayBuffer()));
    expect(files.get('README.txt')?.toString('utf8')).toContain('revisions.json (1 records)');
    const revisions = JSON.parse(files.get('revisions.json')?.toString('utf8') ?? '[]') as Json[];
    expect(revisions.map((r) => [r.recordId, r.version, r.content.name])).toEqual([[named.id, 1, name]]);

    const erased = ok(
      await api(stack, 'POST', '/admin/privacy/erasures', { token: admin, body: { email } }),
      200,
    );
    expect(erased.counts).toMatchObject({ contactLeads: 1, revisions: 1 });
    expect((await history(named.id)).map((r) => r.version)).toEqual([2]);
    expect(JSON.stringify(await history(named.id))).not.toContain(name);
    expect(await history(other.id)).toHaveLength(1);
    // Idempotent: nothing names the address any more.
    expect(
      ok(await api(stack, 'POST', '/admin/privacy/erasures', { token: admin, body: { email } }), 200).counts,
    ).toEqual({});
    const after = ok(
      await api(stack, 'POST', '/admin/privacy/search', { token: admin, body: { email } }),
      200,
    );
    expect(after.counts.revisions).toBe(0);
  });

  it("finds, exports and erases a staff member's out-of-office days (their address is the key)", async () => {
    const email = `away.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const sales = await createMember(stack, email, ['Sales']);
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const path = `/admin/availability/away/${encodeURIComponent(email)}`;
    ok(await api(stack, 'PUT', path, { token: sales, body: { days: [day], version: 0 } }), 200);
    const found = ok(
      await api(stack, 'POST', '/admin/privacy/search', {
        token: admin,
        body: { email: email.toUpperCase() },
      }),
      200,
    );
    expect(found.counts.memberAway).toBe(1);
    expect(found.records.memberAway).toEqual([expect.objectContaining({ email, days: [day] })]);
    const exported = ok(await api(stack, 'POST', '/admin/privacy/export', { token: admin, body: { email } }));
    const files = readZip(Buffer.from(await (await fetch(exported.url)).arrayBuffer()));
    expect(JSON.parse(files.get('memberAway.json')?.toString('utf8') ?? '[]')).toEqual([
      expect.objectContaining({ email, days: [day] }),
    ]);
    const erased = ok(
      await api(stack, 'POST', '/admin/privacy/erasures', { token: admin, body: { email } }),
      200,
    );
    expect(erased.counts).toMatchObject({ memberAway: 1 });
    const away = ok(await api(stack, 'GET', '/admin/availability/away', { token: sales }), 200);
    expect(away.items.find((m: Json) => m.email === email)).toMatchObject({ days: [], version: 0 });
  });

  it('finds and erases the kept versions of a draft post and a job that quote the person (issue 31 history)', async () => {
    const email = `quoted.${Math.random().toString(36).slice(2, 10)}@example.com`;
    ok(
      await api(stack, 'POST', '/contact/contact-us', {
        body: contactBody({ email, name: uniqueName('Quinn') }),
      }),
    );
    const slug = `privacy-quote-${Math.random().toString(36).slice(2, 10)}`;
    const draft = {
      status: 'draft',
      title: 'Quoted post',
      slug,
      content: `<p>Write to ${email} for more.</p>`,
    };
    const post = ok(await api(stack, 'POST', '/blogs/publish-blog', { token: writer, body: draft }));
    ok(
      await api(stack, 'PUT', `/blogs/update-blog?id=${post.id}`, {
        token: writer,
        body: { ...draft, content: '<p>Ask us for more.</p>', version: post.version },
      }),
      200,
    );
    const hr = await createMember(stack, `hr.quote.${Math.random().toString(36).slice(2, 8)}@example.com`, [
      'HR',
    ]);
    const job = await createJob(stack, hr, { note: `Referrals to ${email}` });
    const { jobTitle, ...rest } = jobBody();
    ok(
      await api(stack, 'PUT', `/admin/jobs/${job._id}`, {
        token: hr,
        body: { ...rest, jobTitle: job.jobTitle, deadline: job.deadline, note: '', version: job.version },
      }),
      200,
    );
    const found = ok(
      await api(stack, 'POST', '/admin/privacy/search', { token: admin, body: { email } }),
      200,
    );
    expect(found.records.revisions.map((r: Json) => [r.kind, r.recordId, r.version])).toEqual([
      ['blog', post.id, 1],
      ['job', job._id, 1],
    ]);
    const erased = ok(
      await api(stack, 'POST', '/admin/privacy/erasures', { token: admin, body: { email } }),
      200,
    );
    expect(erased.counts).toMatchObject({ revisions: 2 });
    const kept = ok(await api(stack, 'GET', `/blogs/admin/revisions?id=${post.id}`, { token: writer }), 200);
    expect(kept.items.map((r: Json) => r.version)).toEqual([2]);
    ok(await api(stack, 'DELETE', `/blogs/delete?id=${post.id}`, { token: writer }), 200);
    ok(await api(stack, 'DELETE', `/admin/jobs/${job._id}`, { token: hr }), 200);
  });
});
