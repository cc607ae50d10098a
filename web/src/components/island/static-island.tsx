import { COMPANY } from '../../content/company';
import type { Island } from './island';

/**
 * The prerendered form of an island (see island.ts): its component rendered
 * to HTML inside a marked container. With JavaScript off the form is hidden
 * (index.html) and this notice says why.
 */
export function StaticIsland({ island }: { island: Island }) {
  const Loaded = island.loaded;
  if (!Loaded) throw new Error(`Island ${island.name} was not preloaded before rendering`);
  return (
    <div data-island="static" data-island-name={island.name}>
      <Loaded />
      <noscript>
        <p className="needs-js">
          This form needs JavaScript. Please turn JavaScript on and reload the page, or e-mail us at{' '}
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
        </p>
      </noscript>
    </div>
  );
}
