// Lighthouse's own port of the ARD conformance test, the check its Agentic Browsing category runs.
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { describe, expect, it } from 'vitest';
import {
  agentSkill,
  aiCatalog,
  llmsTxt,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  WEBMCP_TOOLS,
} from './site-files';

const SITE = 'https://www.example.com';

describe('site files for crawlers and agents', () => {
  it('writes llms.txt in the llmstxt.org shape: H1, summary, sections of links', () => {
    const text = llmsTxt(SITE);
    expect(text.startsWith('# Moondive\n\n> ')).toBe(true);
    expect(text).toMatch(/^## Services$/m);
    expect(text).toContain('[MVP Development](https://www.example.com/service/mvp-development)');
    expect(text).toContain('[Contact Us](https://www.example.com/contact-us)');
    for (const tool of WEBMCP_TOOLS) expect(text).toContain(`\`${tool.name}\``);
    expect(text).toContain('over 50 projects'.replace('over', 'Over'));
  });

  it('writes an ai-catalog.json that passes the ARD conformance test without errors or warnings', () => {
    const tester = new ConformanceTester();
    const valid = tester.validate_manifest(aiCatalog(SITE, '2026-01-01T00:00:00Z'), 'ai-catalog.json');
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);
    expect(valid).toBe(true);
  });

  it('describes the WebMCP tools in the agent skill', () => {
    const skill = agentSkill(SITE);
    expect(skill).toMatch(/^---\nname: contact-moondive\n/);
    for (const tool of WEBMCP_TOOLS) expect(skill).toContain(`${SITE}${tool.page}`);
  });

  it('writes robots.txt with only standard directives and the sitemap', () => {
    const robots = robotsTxt(SITE);
    for (const line of robots.split('\n').filter(Boolean)) {
      expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): /);
    }
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });

  it('writes a sitemap index of the pages and the runtime sitemaps', () => {
    const xml = sitemapIndexXml(SITE, ['pages', 'blogs']);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://www.example.com/sitemap-pages.xml</loc>');
    expect(xml).toContain('<loc>https://www.example.com/sitemap-blogs.xml</loc>');
  });

  it('writes a sitemap with absolute URLs', () => {
    const xml = sitemapXml(SITE, ['/', '/careers']);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/careers</loc>');
  });
});
