/**
 * The pages that show staff-edited site sections: home (with the
 * testimonials), about us, industries and life at Moondive. Each is rendered
 * whole from its template and the stored sections (and testimonials), so the
 * sections editor and the testimonials list never overwrite each other's
 * changes (issue 14: one renderer per page that every writer goes through).
 */
import { h } from '@app/shared/html/html';
import { findSlot, type SlotFill, type TemplateSlot, templateSlots } from '@app/shared/html/template';
import { testimonialList } from '@app/shared/html/views/content';
import { SECTION_DEFS, type SiteSections } from '@app/shared/site-sections';
import { allSections } from '../../data/site-section';
import { testimonials } from '../../data/testimonial';
import { writePage } from '../../lib/site-pages';
import { type LoadedTemplate, loadTemplate, renderPage, type TemplateName } from '../render';

const SECTION_PAGE_TEMPLATES = {
  '/about-us': 'about-us',
  '/industries': 'industries',
  '/life-at-moondive': 'life-at-moondive',
} as const satisfies Record<string, TemplateName>;

/** Testimonials on the home page, newest first. */
export const HOME_TESTIMONIALS = 12;

function fieldFill(
  slot: TemplateSlot,
  kind: 'text' | 'multiline' | 'image',
  values: Record<string, string>,
  field: string,
): SlotFill | undefined {
  const value = values[field];
  if (kind === 'image') {
    if (!value && !values.alt) return undefined;
    return { attrs: { ...(value ? { src: value } : {}), ...(values.alt ? { alt: values.alt } : {}) } };
  }
  if (!value) return undefined;
  if (kind === 'text') return value;
  const proto = slot.proto ?? { tag: 'p', attrs: {} };
  return value
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => h(proto.tag, proto.attrs, p));
}

/** Slot fills of every section field a template marks (`section:<key>.<field>`). */
export function sectionFills(loaded: LoadedTemplate, sections: SiteSections): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  for (const def of SECTION_DEFS) {
    for (const f of def.fields) {
      const slot = findSlot(loaded.template, `section:${def.key}.${f.name}`);
      if (!slot) continue;
      const fill = fieldFill(slot, f.kind, sections[def.key] ?? {}, f.name);
      if (fill !== undefined) fills[slot.slot] = fill;
    }
  }
  return fills;
}

export async function renderHome(): Promise<number> {
  const loaded = await loadTemplate('home');
  const [sections, quotes] = await Promise.all([
    allSections(),
    testimonials.list({ limit: HOME_TESTIMONIALS }),
  ]);
  await writePage(
    '/',
    renderPage(loaded, {
      ...sectionFills(loaded, sections),
      testimonials: testimonialList(loaded.cls, quotes.items),
    }),
  );
  return 1;
}

export async function renderSectionPages(): Promise<number> {
  const sections = await allSections();
  for (const [path, name] of Object.entries(SECTION_PAGE_TEMPLATES)) {
    const loaded = await loadTemplate(name);
    await writePage(path, renderPage(loaded, sectionFills(loaded, sections)));
  }
  return Object.keys(SECTION_PAGE_TEMPLATES).length;
}

/** Section fields a template has (a test checks every SECTION_DEFS field is on its page). */
export function sectionSlotNames(loaded: LoadedTemplate): string[] {
  return templateSlots(loaded.template)
    .map((s) => s.slot)
    .filter((s) => s.startsWith('section:'));
}
