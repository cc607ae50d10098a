// @vitest-environment jsdom
import { findScreen } from '@app/shared/admin-screens';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import { installDomStubs } from '../../../testing/render-route';
import { SCREEN_PAGES, ScreenPage, screenPage } from './screens';

const Page = () => null;
const SUPER_ADMIN = {
  user: { email: 'admin@example.com', roles: ['SuperAdmin'] },
  token: 'token',
} as unknown as AuthContextValue;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// These tests import whole screens (the editor, Mantine's forms): on a cold transform cache under a
// full run's load that took longer than the 5 s default once.
describe('screen chunks', { timeout: 30_000 }, () => {
  it('fetch the parts a page loads lazily once its own chunk has landed, and a failure costs the page nothing', async () => {
    const parts = vi.fn(() => Promise.reject(new Error('offline')));
    const page = screenPage(async () => ({ default: Page, preloadParts: parts }));
    await expect(page.preload()).resolves.toBe(Page);
    expect(parts).toHaveBeenCalledTimes(1);
    await page.preload();
    expect(parts).toHaveBeenCalledTimes(1);
    expect(page.Page.loaded()).toBe(true);
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
      const parts = [await page.preloadParts()].flat();
      expect(parts).toContain(editor);
    },
  );

  // React.lazy suspends on its first render even when its chunk is already loaded; React then holds
  // the form back for its 300 ms fallback throttle (bench:admin: Create Blog 359 ms, Post a Job 369 ms).
  it.each([
    ['/admin/create-blog', () => import('../../../features/blogs/components/create-blog-page')],
    ['/admin/post-job', () => import('../../../features/careers/components/post-job-page')],
  ])(
    '%s, preloaded as after sign-in, renders its form with the editor at once, no loader',
    async (path, load) => {
      installDomStubs();
      await SCREEN_PAGES[path]?.preload();
      await (await load()).preloadParts();
      render(
        <MantineProvider theme={theme}>
          <QueryClientProvider client={new QueryClient()}>
            <AuthContext.Provider value={SUPER_ADMIN}>
              <MemoryRouter initialEntries={[path]}>
                <ScreenPage screen={findScreen(path) as NonNullable<ReturnType<typeof findScreen>>} />
              </MemoryRouter>
            </AuthContext.Provider>
          </QueryClientProvider>
        </MantineProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByLabelText('Loading the editor')).toBeNull();
      expect(document.querySelector('[contenteditable="true"]')).not.toBeNull();
    },
  );
});
