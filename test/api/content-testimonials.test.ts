import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let marketing: string;
let hr: string;

beforeAll(async () => {
  stack = await startTestStack();
  [writer, marketing, hr] = await Promise.all([
    createMember(stack, 'tw@example.com', ['ContentWriter']),
    createMember(stack, 'tm@example.com', ['Marketing']),
    createMember(stack, 'th@example.com', ['HR']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

const valid = {
  name: 'Dana Whitfield',
  designation: 'COO, Northwind',
  websiteName: 'northwind.example',
  link: 'northwind.example',
  testimonial: 'They shipped on time, twice.',
};

describe('testimonials (POST /admin/create/testimonial, GET /testimonials, PUT/DELETE /admin/testimonial)', () => {
  it('lets a Content Writer create one that the public list shows first', async () => {
    const res = await api(stack, 'POST', '/admin/create/testimonial', { token: writer, body: valid });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ ...valid, link: 'https://northwind.example' });
    const list = await api(stack, 'GET', '/testimonials');
    expect(list.status).toBe(200);
    expect(list.json.data.items[0].name).toBe('Dana Whitfield');
    // The demo seed is there too (past the first page when other files added theirs).
    const all = await api(stack, 'GET', '/testimonials?limit=50');
    expect(all.json.data.items.map((t: { name: string }) => t.name)).toContain('Priya Sharma');
  });

  it('lets Marketing edit and delete; refuses HR (403) and anonymous callers (401)', async () => {
    const created = await api(stack, 'POST', '/admin/create/testimonial', { token: marketing, body: valid });
    const id = created.json.data.id;
    // Admin responses name the record's id `id` (issue 24), never the stored `_id`.
    expect(id).toEqual(expect.any(String));
    expect(created.json.data).not.toHaveProperty('_id');
    expect((await api(stack, 'POST', '/admin/create/testimonial', { token: hr, body: valid })).status).toBe(
      403,
    );
    expect((await api(stack, 'POST', '/admin/create/testimonial', { body: valid })).status).toBe(401);
    expect((await api(stack, 'DELETE', `/admin/testimonial?id=${id}`, { token: hr })).status).toBe(403);

    const updated = await api(stack, 'PUT', `/admin/testimonial?id=${id}`, {
      token: marketing,
      body: { ...valid, testimonial: 'Even better the second time.', version: created.json.data.version },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data.testimonial).toBe('Even better the second time.');
    expect(updated.json.data.createdAt).toBe(created.json.data.createdAt);

    expect((await api(stack, 'DELETE', `/admin/testimonial?id=${id}`, { token: marketing })).status).toBe(
      200,
    );
    expect((await api(stack, 'DELETE', `/admin/testimonial?id=${id}`, { token: marketing })).status).toBe(
      404,
    );
    expect(
      (
        await api(stack, 'PUT', `/admin/testimonial?id=${id}`, {
          token: marketing,
          body: { ...valid, version: updated.json.data.version },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required.'],
    [{ name: '<script>alert(1)</script>' }, 'name', 'Name cannot contain links or HTML.'],
    [{ designation: '<img src=x onerror=alert(1)>' }, 'designation', 'HTML is not allowed in this field.'],
    [{ link: 'javascript:alert(1)' }, 'link', 'Enter a valid URL.'],
    [{ testimonial: '   ' }, 'testimonial', 'Testimonial is required.'],
  ])('refuses %j with 400', async (override, field, message) => {
    const res = await api(stack, 'POST', '/admin/create/testimonial', {
      token: writer,
      body: { ...valid, ...override },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it('keeps markup in free text as text (it is escaped wherever it is shown)', async () => {
    const text = '<script>window.__xss=1</script> Great team';
    const res = await api(stack, 'POST', '/admin/create/testimonial', {
      token: writer,
      body: { ...valid, testimonial: text },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.testimonial).toBe(text);
  });
});
