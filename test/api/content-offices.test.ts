import { randomUUID } from 'node:crypto';
import { OFFICE_ADDRESSES } from '@app/shared/company';
import { FOOTER_PAGE_MESSAGES } from '@app/shared/pages/footer-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { imageOf } from '../support/page-images';
import { contactBody } from './leads-helpers';

/**
 * Issue 31: the offices' contact cards are page documents. A saved Noida phone
 * is in the raw HTML of every page's footer and of the contact and booking
 * pages' cards when the save answers (the save renders the whole site).
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let hr: string;
const NOIDA = 'office-noida';
let seed: Record<string, unknown> | undefined;
let footerSeed: Record<string, unknown> | undefined;
let techSeed: Record<string, unknown> | undefined;

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  [writer, hr] = await Promise.all([
    createMember(stack, `offices.${tag}@example.com`, ['ContentWriter']),
    createMember(stack, `hr.offices.${tag}@example.com`, ['HR']),
  ]);
});
afterAll(async () => {
  // Other files on the shared stack read the seed's phone in the footer: put the card back.
  for (const [id, content] of [
    [NOIDA, seed],
    ['footer', footerSeed],
    ['tech-stack', techSeed],
  ] as const) {
    if (!content) continue;
    const { version } = await getDoc(id);
    await api(stack, 'PUT', `/admin/pages/${id}`, { token: writer, body: { version, content } });
  }
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async (id = NOIDA) =>
  (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
const save = (content: object, version: number) =>
  api(stack, 'PUT', `/admin/pages/${NOIDA}`, { token: writer, body: { version, content } });

/** Pages of every kind the site has: lists, sections, a service, a post, the plain pages. */
const EVERY_KIND = [
  '/',
  '/about-us',
  '/blogs',
  '/blogs/why-fast-stores-sell-more',
  '/careers',
  '/our-work',
  '/service/mvp-development',
  '/contact-us',
  '/schedule-meeting',
  '/privacy-policy',
];

describe('office contact cards as page documents', () => {
  it('lists both offices, saves the Noida phone into every page and keeps it in History', async () => {
    const list = await api(stack, 'GET', '/admin/pages', { token: writer });
    expect(list.json.data.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([NOIDA, 'office-washington']),
    );
    expect((await api(stack, 'GET', `/admin/pages/${NOIDA}`, { token: hr })).status).toBe(403);
    const doc = await getDoc();
    seed ??= doc.content;
    expect(doc.content).toMatchObject({ title: 'Noida, India', phone: OFFICE_ADDRESSES.noida.phone });

    const digits = String(Math.floor(Math.random() * 9000) + 1000);
    const phone = `+91 120 555 ${digits}`;
    const res = await save({ ...doc.content, phone }, doc.version);
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(doc.version + 1);
    for (const path of EVERY_KIND) {
      const page = await html(path);
      expect(page, path).toContain(`href="tel:+91120555${digits}"`);
      expect(page, path).toContain(`Call ${phone}</a>`);
      expect(page, path).not.toContain(`Call ${doc.content.phone}</a>`);
    }
    // The contact and booking pages' cards show it beside the footer's: twice on each.
    for (const path of ['/contact-us', '/schedule-meeting'])
      expect((await html(path)).split(`Call ${phone}</a>`).length - 1, path).toBe(2);
    // Home's Organization JSON-LD states the same phone.
    expect(await html('/')).toContain(`"telephone":"${phone}"`);
    // Washington's card is untouched.
    expect(await html('/contact')).toContain(`Call ${OFFICE_ADDRESSES.washington.phone}</a>`);

    const history = await api(stack, 'GET', `/admin/pages/${NOIDA}/revisions`, { token: writer });
    expect(history.json.data.items[0]).toMatchObject({
      version: doc.version + 1,
      summary: 'Changed Phone number',
    });
    const restored = await api(stack, 'POST', `/admin/pages/${NOIDA}/restore`, {
      token: writer,
      body: { revision: doc.version, version: doc.version + 1 },
    });
    expect(restored.status).toBe(200);
    expect(await html('/lets-connect')).toContain(`Call ${doc.content.phone}</a>`);
    expect(await html('/lets-connect')).not.toContain(phone);
  });

  it('states the saved Noida card in the next mail (footer, signature) and in /llms.txt', async () => {
    const doc = await getDoc();
    seed ??= doc.content;
    const tag = randomUUID().slice(0, 8);
    const phone = `+91 120 444 ${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const street = `Tower C ${tag}, 9th Floor`;
    const saved = await save({ ...doc.content, phone, street }, doc.version);
    expect(saved.status).toBe(200);
    // llms.txt is written again with the site on the save.
    const llms = await html('/llms.txt');
    expect(llms).toContain(`Offices: Noida, India (${phone}, `);
    expect(llms).not.toContain(doc.content.phone);
    expect(llms).toContain(`Washington, United States (${OFFICE_ADDRESSES.washington.phone}, `);
    expect(llms).toMatch(/^# Moondive\n/);

    const email = `card.${tag}@example.com`;
    const sent = await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ email }) });
    expect(sent.status).toBe(201);
    const ack = stack.outbox.list().find((m) => m.to.includes(email));
    expect(ack, 'acknowledgement').toBeDefined();
    for (const part of [ack?.text ?? '', ack?.html ?? '']) {
      // The footer's address and the signature's phone are the card as saved.
      expect(part).toContain(`${street}, Noida, Uttar Pradesh 201309, India`);
      expect(part).toContain(`Noida, India: ${phone}`);
      expect(part).not.toContain(`Noida, India: ${doc.content.phone}`);
    }
    // Cognito's invitation (its own trigger) states the card as saved too.
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const invited = `invited.${tag}@example.com`;
    const invite = await api(stack, 'POST', '/admin/add-member', {
      token: admin,
      body: { email: invited, roles: ['HR'] },
    });
    expect(invite.status).toBe(201);
    const invitation = stack.outbox.list().find((m) => m.to.includes(invited));
    expect(invitation?.html).toContain(`${street}, Noida, Uttar Pradesh 201309, India`);
  });

  it('refuses the office name, a bad phone or map link, and hostile strings with a message', async () => {
    const doc = await getDoc();
    seed ??= doc.content;
    const renamed = await save({ ...doc.content, title: 'Delhi, India' }, doc.version);
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors['content.title']).toBe(PAGE_MESSAGES.fixed);
    const country = await save({ ...doc.content, country: 'Nepal' }, doc.version);
    expect(country.json.errors['content.country']).toBe(PAGE_MESSAGES.fixed);
    const letters = await save({ ...doc.content, phone: 'call me maybe' }, doc.version);
    expect(letters.status).toBe(400);
    expect(letters.json.errors['content.phone']).toBeTruthy();
    const script = await save({ ...doc.content, mapUrl: 'javascript:alert(1)' }, doc.version);
    expect(script.status).toBe(400);
    expect(script.json.errors['content.mapUrl']).toBeTruthy();
    const tag = await save({ ...doc.content, street: '<img src=x onerror=alert(1)>' }, doc.version);
    expect(tag.status).toBe(400);
    const huge = await save({ ...doc.content, locality: 'x'.repeat(5000) }, doc.version);
    expect(huge.status).toBe(400);
    expect((await getDoc()).version).toBe(doc.version);

    const street = `Tower B\u202e\u0007, 7th Floor ${randomUUID().slice(0, 6)}`;
    const cleaned = await save({ ...doc.content, street }, doc.version);
    expect(cleaned.status).toBe(200);
    expect(cleaned.json.data.content.street).toBe(street.replace('\u202e\u0007', ''));
    expect(await html('/contact-us')).toContain(street.replace('\u202e\u0007', ''));
  });

  it('saves the footer tagline and a social link into every page; refuses a script link', async () => {
    const doc = await getDoc('footer');
    footerSeed ??= doc.content;
    const putFooter = (content: object) =>
      api(stack, 'PUT', '/admin/pages/footer', { token: writer, body: { version: doc.version, content } });
    const bad = await putFooter({
      ...doc.content,
      social: { ...doc.content.social, x: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors['content.social.x']).toBeTruthy();
    expect((await putFooter({ ...doc.content, tagline: '<b>bold</b>' })).status).toBe(400);

    const tag = randomUUID().slice(0, 8);
    const tagline = `Ship with us & "friends" ${tag}`;
    const linkedin = `https://www.linkedin.com/company/moondive-${tag}`;
    const res = await putFooter({ ...doc.content, tagline, social: { ...doc.content.social, linkedin } });
    expect(res.status).toBe(200);
    for (const path of EVERY_KIND) {
      const page = await html(path);
      expect(page, path).toContain(`data-slot="footer.tagline">Ship with us &amp; "friends" ${tag}</p>`);
      expect(page, path).toContain(`<a href="${linkedin}" data-attr-slot="footer.social.linkedin"`);
      // The icon inside the link is the build's.
      expect(page, path).toMatch(/data-attr-slot="footer\.social\.linkedin"[^>]*><svg/);
    }
    expect(await html('/')).toContain(`"sameAs":["${linkedin}",`);
    const history = await api(stack, 'GET', '/admin/pages/footer/revisions', { token: writer });
    expect(history.json.data.items[0].summary).toBe('Changed Tagline, Social link: linkedin');
  });

  it('edits the partners: an uploaded logo, a link, on every page and the home strip; refuses bad ones', async () => {
    const doc = await getDoc('footer');
    footerSeed ??= doc.content;
    expect(doc.content.partners.map((p: { name: string }) => p.name)).toEqual([
      'Cloud Partner Network',
      'Data Alliance',
      'AI Collective',
      'Design Guild',
    ]);
    let version = doc.version;
    const putFooter = (partners: object[]) =>
      api(stack, 'PUT', '/admin/pages/footer', {
        token: writer,
        body: { version, content: { ...doc.content, partners } },
      });
    const seedPartners = doc.content.partners as [object, object, ...object[]];
    const partner = (fields: object) => [...seedPartners, { ...seedPartners[0], name: 'Acme', ...fields }];
    const refusals = [
      [partner({ logo: '/images/evil.png' }), 'content.partners.4.logo', MEDIA_MESSAGES.notUploaded],
      [
        partner({ logo: `/media/section/${randomUUID()}.png` }),
        'content.partners.4.logo',
        MEDIA_MESSAGES.notUploaded,
      ],
      [
        partner({ logo: 'https://evil.example.com/x.png' }),
        'content.partners.4.logo',
        MEDIA_MESSAGES.notUploaded,
      ],
      [partner({ logo: '' }), 'content.partners.4.logo', FOOTER_PAGE_MESSAGES.logoRequired],
      [partner({ name: '<img src=x onerror=alert(1)>' }), 'content.partners.4.name', undefined],
      [partner({ name: 'x'.repeat(10_000) }), 'content.partners.4.name', undefined],
      [partner({ link: 'javascript:alert(1)' }), 'content.partners.4.link', undefined],
      [[], 'content.partners', FOOTER_PAGE_MESSAGES.partnersMin],
      [Array(13).fill(seedPartners[0]), 'content.partners', FOOTER_PAGE_MESSAGES.partnersMax],
    ] as const;
    for (const [partners, field, message] of refusals) {
      const res = await putFooter(partners as unknown as object[]);
      expect(res.status, field).toBe(400);
      expect(res.json.errors[field], JSON.stringify(partners).slice(0, 200)).toEqual(
        message ?? expect.any(String),
      );
    }

    const logo = await uploadedImage(stack, writer, {
      presignPath: '/admin/edit-section/upload-image',
      confirmPath: '/admin/edit-section/confirm-image',
    });
    const tag = randomUUID().slice(0, 8);
    const name = `Acme "Cloud" & Co\u202e\u0007 ${tag}`;
    const link = `https://acme-${tag}.example.com/`;
    const saved = await putFooter([seedPartners[1], { name, logo, link }, seedPartners[0]]);
    expect(saved.status).toBe(200);
    version = saved.json.data.version;
    const clean = name.replace('\u202e\u0007', '');
    expect(saved.json.data.content.partners[1]).toEqual({ name: clean, logo, link });
    for (const path of ['/', '/service/mvp-development', '/careers', '/privacy-policy']) {
      const page = await html(path);
      const img = imageOf(page, logo);
      expect([img.alt, img.width, img.height], path).toEqual([clean, '168', '40']);
      expect(page, path).toContain(
        `<a href="${link}" rel="noopener noreferrer" target="_blank"><img src="${logo}"`,
      );
      expect(page, path).not.toContain('/images/partners/ai-collective.svg');
      // The order staff set: Data Alliance, the new partner, Cloud Partner Network.
      const list = page.slice(page.indexOf('data-slot="footer.partners"'));
      expect(list.indexOf('data-alliance.svg'), path).toBeLessThan(list.indexOf(logo));
      expect(list.indexOf(logo), path).toBeLessThan(list.indexOf('cloud-partner.svg'));
    }
    // Home shows it twice: its "Our Partners" strip and the footer.
    expect((await html('/')).split(`<img src="${logo}"`).length - 1).toBe(2);
    // The logo is the footer's now: "remove image" leaves it where the saved footer shows it.
    const remove = await api(stack, 'POST', '/admin/edit-section/remove-image', {
      token: writer,
      body: { url: logo },
    });
    expect(remove.json.data).toEqual({ deleted: false });
    const history = await api(stack, 'GET', '/admin/pages/footer/revisions', { token: writer });
    expect(history.json.data.items[0]).toMatchObject({ version });
    expect(history.json.data.items[0].summary).toMatch(/^Changed Partner 1: name, Partner 1: logo, /);

    // Saved without it, the logo is deleted; restoring that version is refused with the logo's field.
    const without = await putFooter(seedPartners);
    expect(without.status).toBe(200);
    expect((await fetch(`${stack.url}${logo}`)).status).toBe(404);
    expect(await html('/')).not.toContain(tag);
    const restore = await api(stack, 'POST', '/admin/pages/footer/restore', {
      token: writer,
      body: { revision: version, version: without.json.data.version },
    });
    expect(restore.status).toBe(400);
    expect(restore.json.errors['content.partners.1.logo']).toBe(MEDIA_MESSAGES.notUploaded);
  });

  it('edits the technologies of the tech stack on the home page; its four groups are fixed', async () => {
    const doc = await getDoc('tech-stack');
    techSeed ??= doc.content;
    expect(Object.keys(doc.content)).toEqual(['Frontend', 'Backend', 'Database', 'Infrastructure']);
    const putStack = (content: object) =>
      api(stack, 'PUT', '/admin/pages/tech-stack', {
        token: writer,
        body: { version: doc.version, content },
      });
    expect((await putStack({ ...doc.content, Mobile: [{ name: 'Swift' }] })).status).toBe(400);
    const { Database: _gone, ...missing } = doc.content;
    expect((await putStack(missing)).status).toBe(400);
    expect((await putStack({ ...doc.content, Database: [] })).status).toBe(400);
    expect((await putStack({ ...doc.content, Database: [{ name: '<b>x</b>' }] })).status).toBe(400);

    const name = `Cassandra ${randomUUID().slice(0, 6)}`;
    const database = [{ name: 'Redis' }, { name }, { name: 'constructor' }];
    const res = await putStack({ ...doc.content, Database: database });
    expect(res.status).toBe(200);
    const home = await html('/');
    const list = home.slice(home.indexOf('data-slot="tech.database"'));
    const items = list.slice(0, list.indexOf('</ul>'));
    // The build's list items, each with its icon: Redis its mark, an unknown name the neutral one.
    expect(items.match(/<li class="[^"]+"><svg /g)).toHaveLength(3);
    expect(items).toContain('fill="#FF4438"></path></svg>Redis</li>');
    expect(items).toContain('fill="#868E96"></path></svg>constructor</li>');
    expect(items).toContain(`</svg>${name}</li>`);
    expect(items).toContain('<path d="M5 2h14a3 3');
    expect(items).not.toContain('PostgreSQL');
    // The other groups are as they were.
    expect(home.slice(home.indexOf('data-slot="tech.frontend"'))).toContain('</svg>React</li>');
  });
});
