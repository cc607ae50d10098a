import { describe, expect, it } from 'vitest';
import { isNotFoundPath, NOT_FOUND_MARKER, NOT_FOUND_RENDER_PATH, shouldHydrate } from './hydration';

describe('shouldHydrate', () => {
  it('hydrates a page prerendered for this path (trailing slash ignored)', () => {
    expect(shouldHydrate('/careers', '/careers')).toBe(true);
    expect(shouldHydrate('/careers', '/careers/')).toBe(true);
    expect(shouldHydrate('/', '/')).toBe(true);
  });

  it('renders fresh over the SPA shell and over HTML prerendered for another page', () => {
    expect(shouldHydrate(undefined, '/admin')).toBe(false);
    expect(shouldHydrate('/', '/login')).toBe(false);
  });

  it('hydrates 404.html only where the router shows the not-found page', () => {
    expect(isNotFoundPath(NOT_FOUND_RENDER_PATH)).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/no-such-page')).toBe(true);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/careers')).toBe(false);
    expect(shouldHydrate(NOT_FOUND_MARKER, '/admin/contact-leads')).toBe(false);
  });
});
