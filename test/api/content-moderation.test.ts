import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let writer: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  [admin, writer] = await Promise.all([
    signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password),
    createMember(stack, 'mod.writer@example.com', ['ContentWriter']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('website moderation (GET /admin/moderation-data, POST /admin/delete/moderations)', () => {
  let leadId: string;
  let draftId: string;

  it('lists recent form submissions and content awaiting approval', async () => {
    const lead = await api(stack, 'POST', '/contact/contact-us', {
      body: {
        name: 'Spammy Sender',
        email: 'spam@example.com',
        contactNo: '+1 555 0100',
        message: 'Buy followers now',
      },
    });
    expect([200, 201, 202]).toContain(lead.status);
    const draft = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { status: 'draft', title: 'Awaiting review', slug: 'awaiting-review' },
    });
    draftId = draft.json.data.id;

    const res = await api(stack, 'GET', '/admin/moderation-data', { token: admin });
    expect(res.status).toBe(200);
    const submission = res.json.data.submissions.find((s: { title: string }) => s.title === 'Spammy Sender');
    expect(submission).toMatchObject({
      kind: 'contactLead',
      form: 'contact',
      detail: 'spam@example.com · Buy followers now',
    });
    leadId = submission.id;
    // The lead's own side panel, not the whole list.
    expect(submission.link).toBe(`/admin/contact-leads?lead=${leadId}`);
    expect(res.json.data.content).toContainEqual(
      expect.objectContaining({
        kind: 'blogPost',
        id: draftId,
        title: 'Awaiting review',
        link: '/admin/edit-blog?slug=awaiting-review',
      }),
    );
  });

  it('is for Administration only', async () => {
    expect((await api(stack, 'GET', '/admin/moderation-data', { token: writer })).status).toBe(403);
    expect((await api(stack, 'GET', '/admin/moderation-data')).status).toBe(401);
    expect(
      (
        await api(stack, 'POST', '/admin/delete/moderations', {
          token: writer,
          body: { items: [{ kind: 'contactLead', id: leadId }] },
        })
      ).status,
    ).toBe(403);
  });

  it('deletes the selected items, lowers the lead count and reports unknown ones', async () => {
    const before = (await api(stack, 'GET', '/admin/show-count', { token: admin })).json.data.contactLeads;
    const res = await api(stack, 'POST', '/admin/delete/moderations', {
      token: admin,
      body: {
        items: [
          { kind: 'contactLead', id: leadId },
          { kind: 'blogPost', id: draftId },
          { kind: 'caseStudy', id: 'no-such-case' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.deleted).toHaveLength(2);
    expect(res.json.data.notFound).toEqual([{ kind: 'caseStudy', id: 'no-such-case' }]);
    const after = await api(stack, 'GET', '/admin/moderation-data', { token: admin });
    expect(after.json.data.submissions.map((s: { id: string }) => s.id)).not.toContain(leadId);
    expect(after.json.data.content.map((s: { id: string }) => s.id)).not.toContain(draftId);
    expect((await api(stack, 'GET', '/admin/show-count', { token: admin })).json.data.contactLeads).toBe(
      before - 1,
    );
    // The draft's slug is free again.
    const reuse = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { status: 'draft', title: 'Awaiting review', slug: 'awaiting-review' },
    });
    expect(reuse.status).toBe(201);
  });

  it.each([
    [{ items: [] }, 'Select at least one item.'],
    [{ items: [{ kind: 'member', id: 'x' }] }, 'Unknown item kind.'],
    [{}, 'Select at least one item.'],
  ])('refuses %j', async (body, message) => {
    const res = await api(stack, 'POST', '/admin/delete/moderations', { token: admin, body });
    expect(res.status).toBe(400);
    expect(Object.values(res.json.errors)).toContain(message);
  });
});
