import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { contactBody, type Json, uniqueName } from './leads-helpers';

/**
 * Issue 28, "every store": content revisions live and die with their record,
 * and an erasure deletes the kept versions of a testimonial that quote the
 * person (a name from their records); other testimonials keep their history.
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

describe('erasure and content revisions', () => {
  it("deletes the kept versions of a testimonial that name the person, and no other testimonial's", async () => {
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
  });
});
