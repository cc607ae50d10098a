// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screenPage } from './screens';

const Page = () => null;

describe('screen chunks', () => {
  it('fetch the parts a page loads lazily once its own chunk has landed, and a failure costs the page nothing', async () => {
    const parts = vi.fn(() => Promise.reject(new Error('offline')));
    const page = screenPage(async () => ({ default: Page, preloadParts: parts }));
    await expect(page.preload()).resolves.toBe(Page);
    expect(parts).toHaveBeenCalledTimes(1);
    await page.preload();
    expect(parts).toHaveBeenCalledTimes(1);
    expect(page.loaded()).toBe(Page);
  });

  it.each([
    ['/admin/post-job', () => import('../../../features/careers/components/post-job-page')],
    ['/admin/create-blog', () => import('../../../features/blogs/components/create-blog-page')],
    ['/admin/case-studies', () => import('../../../features/case-studies/components/case-studies-page')],
  ])(
    '%s brings the rich-text editor with it (bench:admin: it was a second round trip after the click)',
    async (_path, load) => {
      const page = await load();
      const editor = (await import('../../../components/rich-text-editor/rich-text-editor')).default;
      const parts = [await page.preloadParts()].flat() as { default?: unknown }[];
      expect(parts.some((m) => m.default === editor)).toBe(true);
    },
  );
});
