import { MARKETING_CLAIMS } from '@app/shared/constants';
import { type LlmsTxtTemplate, llmsTxtOf } from '@app/shared/llms-txt';
import { OFFICE_SEED } from '@app/shared/pages/seed/offices';
import { escapeXml } from '@app/shared/unsafe-chars';
import { COMPANY, CONTACTS } from '../../../content/company';
import { PAGE_META, type StaticPublicPath } from '../../../content/page-meta';
import { SERVICES } from '../../../content/services';
import { absoluteUrl } from './structured-data';

/**
 * Build-time text files for crawlers and AI agents, generated from the content
 * modules so they never drift from the pages: llms.txt (llmstxt.org format),
 * the Agentic Resource Discovery catalog, an agent skill, sitemap.xml, robots.txt.
 */

export const AGENT_SKILL_PATH = '/agent-skills/contact-moondive.md';

/** Path of the Agentic Resource Discovery catalog, linked from every page (index.html). */
const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';

/** The three lead forms, annotated with WebMCP `toolname`s by the leads feature. */
export const WEBMCP_TOOLS = [
  {
    name: 'contactUs',
    page: '/contact-us',
    purpose: 'send a message (name, email, phone number, optional message)',
  },
  {
    name: 'letsConnect',
    page: '/lets-connect',
    purpose: 'request a project discussion (interest, duration, budget, phase)',
  },
  {
    name: 'scheduleMeeting',
    page: '/schedule-meeting',
    purpose: 'book a call with a product lead in an open slot',
  },
] as const;

function link(siteUrl: string, path: StaticPublicPath, note?: string): string {
  const meta = PAGE_META[path];
  return `- [${meta.title}](${absoluteUrl(siteUrl, path)}): ${note ?? meta.description}`;
}

/** llms.txt with the offices' cards as seeded (the API writes it again from the stored cards). */
export function llmsTxt(siteUrl: string): string {
  return llmsTxtOf(llmsTxtTemplate(siteUrl), OFFICE_SEED);
}

/** llms.txt around its offices line, which the API fills from the stored office cards. */
export function llmsTxtTemplate(siteUrl: string): LlmsTxtTemplate {
  const before = [
    `# ${COMPANY.name}`,
    '',
    `> ${COMPANY.shortDescription} Over ${MARKETING_CLAIMS.projectsDelivered} projects delivered; a typical MVP costs ${MARKETING_CLAIMS.mvpCostText}.`,
    '',
    '',
  ].join('\n');
  return {
    before,
    after: `\n${llmsTxtRest(siteUrl)}`,
    contacts: { hello: CONTACTS.hello, offices: CONTACTS.offices },
  };
}

function llmsTxtRest(siteUrl: string): string {
  return [
    '',
    '## Services',
    '',
    ...SERVICES.map((s) => `- [${s.title}](${absoluteUrl(siteUrl, s.path)}): ${s.summary}`),
    '',
    '## Company',
    '',
    link(siteUrl, '/about-us'),
    link(siteUrl, '/industries'),
    link(siteUrl, '/case-study'),
    link(siteUrl, '/our-work'),
    link(siteUrl, '/careers'),
    link(siteUrl, '/life-at-moondive'),
    link(siteUrl, '/blogs'),
    '',
    '## Contact (forms agents can fill via WebMCP)',
    '',
    ...WEBMCP_TOOLS.map(
      (t) =>
        `- [${PAGE_META[t.page].title}](${absoluteUrl(siteUrl, t.page)}): tool \`${t.name}\`, ${t.purpose}.`,
    ),
    '',
    '## Optional',
    '',
    `- [Agent skill: contacting ${COMPANY.name}](${absoluteUrl(siteUrl, AGENT_SKILL_PATH)}): step-by-step instructions for agents.`,
    `- [AI catalog](${absoluteUrl(siteUrl, AI_CATALOG_PATH)}): Agentic Resource Discovery manifest.`,
    link(siteUrl, '/privacy-policy'),
    link(siteUrl, '/terms-and-conditions'),
    '',
  ].join('\n');
}

export function agentSkill(siteUrl: string): string {
  return [
    '---',
    'name: contact-moondive',
    `description: Contact ${COMPANY.name}, request a project discussion or book a meeting through the website forms.`,
    '---',
    '',
    `# Contact ${COMPANY.name}`,
    '',
    'Each form below is a WebMCP declarative tool: call the tool by name, or open the page and fill the labelled fields. Fields marked * are required.',
    '',
    ...WEBMCP_TOOLS.map((t) => `- \`${t.name}\` on ${absoluteUrl(siteUrl, t.page)}: ${t.purpose}.`),
    '',
    'A successful submission shows "Form Submitted Successfully" (contact) or "Form submitted successfully!" (project requests). Validation messages appear next to the fields.',
    '',
  ].join('\n');
}

export function aiCatalog(siteUrl: string, updatedAt: string): string {
  const catalog = {
    specVersion: '1.0',
    host: {
      displayName: COMPANY.name,
      documentationUrl: absoluteUrl(siteUrl, '/llms.txt'),
      logoUrl: absoluteUrl(siteUrl, COMPANY.logo.src),
    },
    entries: [
      {
        identifier: 'urn:air:moondive:website:contact-moondive',
        displayName: `Contact ${COMPANY.name}`,
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: absoluteUrl(siteUrl, AGENT_SKILL_PATH),
        description: `How an agent contacts ${COMPANY.name}: the contact, lets-connect and schedule-meeting forms, exposed as WebMCP tools.`,
        tags: ['software development', 'contact', 'meeting', 'webmcp'],
        capabilities: WEBMCP_TOOLS.map((t) => t.name),
        representativeQueries: [
          'Contact a software development company about an MVP',
          'Request an estimate for a web or mobile app project',
          'Book a call with a cloud, data or AI consultancy',
        ],
        version: '1.0.0',
        updatedAt,
      },
    ],
  };
  return `${JSON.stringify(catalog, null, 2)}\n`;
}

/**
 * Sitemaps that services publish at run time into the site bucket as
 * `sitemap-<name>.xml` (services/src/lib/site-pages.ts publishSitemap). The
 * build's sitemap.xml is an index of sitemap-pages.xml (the prerendered
 * pages) and these.
 */
export const RUNTIME_SITEMAPS = ['blogs', 'case-studies', 'jobs'] as const;

export function sitemapIndexXml(siteUrl: string, names: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...names.map(
      (name) => `  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, `/sitemap-${name}.xml`))}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A urlset sitemap (sitemap-pages.xml). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /dashboard',
    // Compiled page templates the API renders pages from; not pages.
    'Disallow: /_templates/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The web app manifest (linked from every page): name, colours and the square icons. */
export function webManifest(): string {
  const manifest = {
    name: COMPANY.name,
    short_name: COMPANY.name,
    description: COMPANY.shortDescription,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#3a43d6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: COMPANY.squareLogo.src, sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
