// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initShare } from './share';

beforeAll(() => initShare());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function page(network: string) {
  document.head.innerHTML = '<link rel="canonical" href="https://moondive.example.com/blogs/a-post">';
  document.body.innerHTML = `<h1>A post</h1><button data-share="${network}">Share</button>`;
  const open = vi.fn(() => null);
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('open', open);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  (document.querySelector('button') as HTMLButtonElement).click();
  return { open, writeText };
}

describe('share buttons', () => {
  // "Share on Instagram" once opened instagram.com and shared nothing.
  it('Instagram: opens its 600×400 popup and copies the post link, with a toast saying it is ready to paste', async () => {
    const { open, writeText } = page('instagram');
    expect(open).toHaveBeenCalledWith(
      'https://www.instagram.com/',
      expect.anything(),
      expect.stringContaining('width=600'),
    );
    expect(writeText).toHaveBeenCalledWith('https://moondive.example.com/blogs/a-post');
    await vi.waitFor(() => expect(document.body.textContent).toContain(MESSAGES.instagramLinkReady));
  });

  it('LinkedIn: only the popup with the post link, nothing copied', () => {
    const { open, writeText } = page('linkedin');
    expect(open).toHaveBeenCalledTimes(1);
    expect(String((open.mock.calls[0] as unknown[])[0])).toContain(
      encodeURIComponent('https://moondive.example.com/blogs/a-post'),
    );
    expect(writeText).not.toHaveBeenCalled();
  });
});
