// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import type { BlogSummary, PublicBlog } from '@app/shared/schemas/blog-publish';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { appRoutes } from '../router';

function post(n: number, overrides: Partial<PublicBlog> = {}): PublicBlog {
  return {
    _id: `id-${n}`,
    title: `Post number ${n}`,
    content: `<p>Body of post ${n}</p>`,
    industry: 'Finance',
    tags: ['Money'],
    slug: `post-${n}`,
    metaTitle: `Post number ${n}`,
    metaDescription: `About post ${n}`,
    heroImage: `/media/blog/${n}.png`,
    heroImageAlt: 'Hero',
    ogImage: `/media/blog/og-${n}.png`,
    author: 'Meera Kapoor',
    wordCount: 4,
    readingTime: 1,
    publishAt: '2025-03-04T09:00:00.000Z',
    createdAt: '2025-03-04T09:00:00.000Z',
    ...overrides,
  };
}

const summary = ({ content: _c, ...rest }: PublicBlog): BlogSummary => rest;
let single: PublicBlog | null = null;
let related: BlogSummary[] = [];
let pages: Array<{ items: BlogSummary[]; nextCursor: string | null }> = [];
const calls: string[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('/blogs/get-single-blog'))
        return single ? json({ data: single }) : json({ message: 'Blog not found' }, 404);
      if (url.includes('/blogs/recommended')) return json({ data: related });
      if (url.includes('/blogs/get-all-blogs')) {
        const page = url.includes('cursor=') ? pages[1] : pages[0];
        return json({ data: page ?? { items: [], nextCursor: null } });
      }
      return json({ message: 'not stubbed' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/blogs/:slug reads the post from the API', () => {
  it('shows the post, its publish date and related articles', async () => {
    single = post(1);
    related = [summary(post(2))];
    renderRoute(appRoutes, '/blogs/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post number 1' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Body of post 1')).toBeTruthy();
    expect(screen.getByText('Mar 4, 2025')).toBeTruthy();
    const section = await screen.findByRole('link', { name: 'Post number 2' });
    expect(section.getAttribute('href')).toBe('/blogs/post-2');
    expect(calls.some((c) => c.includes('/blogs/recommended?currentBlogId=id-1&industry=Finance'))).toBe(
      true,
    );
  });

  it("shows the post's call to action after the article", async () => {
    single = post(1, {
      cta: {
        title: 'Planning a store?',
        description: 'Talk to our team.',
        buttonText: 'Book a call',
        buttonLink: 'https://example.com/schedule-meeting',
      },
    });
    renderRoute(appRoutes, '/blogs/post-1');
    const cta = await screen.findByRole('complementary', { name: 'Planning a store?' }, { timeout: 5000 });
    expect(within(cta).getByText('Talk to our team.')).toBeTruthy();
    expect(within(cta).getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe(
      'https://example.com/schedule-meeting',
    );
  });

  it('says so when there are no related articles', async () => {
    single = post(1);
    related = [];
    renderRoute(appRoutes, '/blogs/post-1');
    expect(await screen.findByText(MESSAGES.noRelatedArticles, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the not-found page for an unknown slug', async () => {
    single = null;
    renderRoute(appRoutes, '/blogs/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it.each([
    [['ContentWriter'], true],
    [['Marketing'], true],
    [['SuperAdmin'], true],
    [['HR'], false],
    [[], false],
  ])('shows edit and delete to roles %j: %s', async (roles, allowed) => {
    // As the SPA stores a signed-in member: every staff member is of type Admin.
    localStorage.setItem('user', JSON.stringify({ email: 'm@example.com', roles, type: 'Admin' }));
    single = post(1);
    renderRoute(appRoutes, '/blogs/post-1');
    await screen.findByRole('heading', { level: 1, name: 'Post number 1' }, { timeout: 5000 });
    if (allowed) {
      const edit = await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 });
      expect(edit.getAttribute('href')).toBe('/admin/edit-blog?slug=post-1');
      expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    } else {
      expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    }
  });
});

describe('/blogs/get-all-blogs pages through the list', () => {
  it('loads the next page with the cursor', async () => {
    pages = [
      { items: [summary(post(1)), summary(post(2))], nextCursor: 'c1' },
      { items: [summary(post(3))], nextCursor: null },
    ];
    renderRoute(appRoutes, '/blogs/get-all-blogs');
    const list = await screen.findByRole('link', { name: 'Post number 1' }, { timeout: 5000 });
    expect(list).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.some((c) => c.includes('cursor=c1'))).toBe(true);
  });

  it('shows the latest three on /blogs with a link to all', async () => {
    pages = [{ items: [1, 2, 3, 4].map((n) => summary(post(n))), nextCursor: null }];
    renderRoute(appRoutes, '/blogs');
    await screen.findByRole('link', { name: 'Post number 1' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Post number 4' })).toBeNull();
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBe(3);
    expect(within(document.body).getByRole('link', { name: 'View all blogs' })).toBeTruthy();
  });
});
