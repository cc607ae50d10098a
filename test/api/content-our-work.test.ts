import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../services/local/seed-data/projects';
import { createMember } from '../support/auth-users';
import { keepSections, uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let restoreSections: (() => Promise<void>) | undefined;
let writer: string;
let hr: string;

beforeAll(async () => {
  stack = await startTestStack();
  // Sections go back to the seed's text for the next file on the shared stack.
  restoreSections = await keepSections(stack);
  [writer, hr] = await Promise.all([
    createMember(stack, 'work@example.com', ['ContentWriter']),
    createMember(stack, 'work.hr@example.com', ['HR']),
  ]);
});
afterAll(async () => {
  await restoreSections?.();
  await stack?.dispose();
});

/** A section's current version (0 when never saved; files before this one may have saved and restored it). */
const versionOf = async (key: string): Promise<number> =>
  (await api(stack, 'GET', '/admin/edit-section', { token: writer })).json.data[key]?.version ?? 0;
const names = (res: { json: Record<string, unknown> }) =>
  (res.json.data as { items: Array<{ name: string }> }).items.map((p) => p.name);

describe('our work projects (/our-work/projects, /admin/our-work/projects)', () => {
  it('serves the seeded projects publicly by position', async () => {
    const res = await api(stack, 'GET', '/our-work/projects');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(DEMO_PROJECTS.map((p) => p.client));
    expect(res.json.data.items[0].image).toMatch(/^\/media\/content\/.+\.png$/);
  });

  it('creates one at position 1, hides it, then deletes it', async () => {
    const image = await uploadedImage(stack, writer, {
      presignPath: '/admin/our-work/upload-image',
      confirmPath: '/admin/our-work/confirm-image',
    });
    const body = {
      name: 'FleetPulse',
      industry: 'Transportation',
      summary: 'Live fleet tracking.',
      outcome: '12% less fuel.',
      image,
      imageAlt: 'Vans on a map',
      link: '/case-study/fleetpulse',
      position: 1,
      published: true,
    };
    const created = await api(stack, 'POST', '/admin/our-work/projects', { token: writer, body });
    expect(created.status).toBe(201);
    expect(names(await api(stack, 'GET', '/our-work/projects'))[0]).toBe('FleetPulse');

    const id = created.json.data.id;
    // Admin responses name the record's id `id` (issue 24), never the stored `_id`.
    expect(id).toEqual(expect.any(String));
    expect(created.json.data).not.toHaveProperty('_id');
    const hidden = await api(stack, 'PUT', `/admin/our-work/projects?id=${id}`, {
      token: writer,
      body: { ...body, published: false, version: created.json.data.version },
    });
    expect(hidden.status).toBe(200);
    expect(names(await api(stack, 'GET', '/our-work/projects'))).not.toContain('FleetPulse');
    expect(names(await api(stack, 'GET', '/admin/our-work/projects', { token: writer }))).toContain(
      'FleetPulse',
    );

    expect((await api(stack, 'DELETE', `/admin/our-work/projects?id=${id}`, { token: writer })).status).toBe(
      200,
    );
    expect((await fetch(`${stack.url}${image}`)).status).toBe(404);
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, 'link', 'Enter a valid URL or a path starting with /.'],
    [
      { image: '/media/content/00000000-0000-4000-8000-000000000000.png', imageAlt: 'x' },
      'image',
      'Images must be uploaded first.',
    ],
    [{ image: 'https://evil.example.com/a.png' }, 'image', 'Images must be uploaded first.'],
    [{ position: 0 }, 'position', 'Position must be between 1 and 999.'],
    [{ industry: 'Piracy' }, 'industry', 'Please select an industry.'],
  ])('refuses %j', async (override, field, message) => {
    const res = await api(stack, 'POST', '/admin/our-work/projects', {
      token: writer,
      body: { name: 'X', industry: 'Technology', summary: 's', outcome: 'o', ...override },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it('is for the Case Studies group', async () => {
    expect((await api(stack, 'GET', '/admin/our-work/projects', { token: hr })).status).toBe(403);
  });
});

describe('industries and bootcamp (site sections)', () => {
  it('puts an edited industry description and the bootcamp block into the public HTML', async () => {
    const industry = await api(stack, 'PUT', '/admin/edit-section', {
      token: writer,
      body: {
        key: 'industry.real-estate',
        values: { description: 'Listing portals that agents love.' },
        version: await versionOf('industry.real-estate'),
      },
    });
    expect(industry.status).toBe(200);
    expect(await (await fetch(`${stack.url}/industries`)).text()).toContain(
      'data-section-field="industry.real-estate.description">Listing portals that agents love.</p>',
    );
    const bootcamp = await api(stack, 'PUT', '/admin/edit-section', {
      token: writer,
      body: {
        key: 'life.bootcamp',
        values: { heading: 'Bootcamp 2026', schedule: 'Starts 5 January.' },
        version: await versionOf('life.bootcamp'),
      },
    });
    expect(bootcamp.status).toBe(200);
    const life = await (await fetch(`${stack.url}/life-at-moondive`)).text();
    expect(life).toContain('data-section-field="life.bootcamp.heading">Bootcamp 2026</span>');
    expect(life).toContain('data-section-field="life.bootcamp.schedule">Starts 5 January.</p>');
  });
});
