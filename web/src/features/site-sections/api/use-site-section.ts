// The zod-free module: this hook runs on public pages.
import { SECTIONS_SCRIPT_ID, type SectionValues, type SiteSections } from '@app/shared/site-sections-embed';
import { useEffect, useState } from 'react';
import { getSections } from './get-sections';

/**
 * The staff-edited values of a site section, or {} (the page's built-in text).
 * Pages patched by the content feature embed the values as JSON, so the first
 * client render equals the HTML; elsewhere (e.g. after navigating from a page
 * built without them) they are fetched once.
 */
function embedded(): SiteSections | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SECTIONS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteSections;
  } catch {
    return null;
  }
}

let fetched: Promise<SiteSections> | null = null;

export function useSiteSection(key: string): SectionValues {
  const [sections, setSections] = useState<SiteSections>(() => embedded() ?? {});
  useEffect(() => {
    if (embedded()) return;
    fetched ??= getSections().catch((error: unknown) => {
      fetched = null;
      console.error('Could not load the site sections', error);
      return {};
    });
    let live = true;
    void fetched.then((s) => {
      if (live) setSections(s);
    });
    return () => {
      live = false;
    };
  }, []);
  return sections[key] ?? {};
}

/** Paragraphs of a multiline value, or the built-in ones. */
export function paragraphs(value: string | undefined, fallback: readonly string[]): readonly string[] {
  const lines = value
    ?.split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
  return lines && lines.length > 0 ? lines : fallback;
}
