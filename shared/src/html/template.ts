/**
 * Compiled page templates: the build renders a page with React, finds its
 * slots with a real HTML parser (web/scripts/compile-template.ts) and stores
 * the page as trusted static HTML around named holes. At run time a page
 * renderer fills the holes with trees from ./html and serializes them; it
 * never parses, searches or patches HTML.
 *
 * Slots in the React output:
 * - `data-slot="<name>"` on an element: its children are the slot (the
 *   build's children are the fallback when no fill is given).
 * - `data-section-field="<section>.<field>"`: the same, named
 *   `section:<section>.<field>`; on an <img> the slot is the element's
 *   attributes (src, alt).
 * - `data-attr-slot="<name>"` on an element with children: its start tag
 *   is the slot (a fill overrides attributes, e.g. a link's href); the
 *   children stay as built.
 * - `head`: the page-owned head tags (title, description, canonical, Open
 *   Graph, JSON-LD).
 */
import type { HeadInput } from './head';
import { type Attrs, type Child, h, serialize, serializeAttrs } from './html';

export interface TemplateSlot {
  readonly slot: string;
  /** The build's HTML for this slot (children, or the whole element for an attribute slot). */
  readonly fallback: string;
  /** Attribute slot: the element's tag and attributes; a fill overrides attributes. */
  readonly element?: { readonly tag: string; readonly attrs: Readonly<Record<string, string>> };
  /** Attribute slot on an element with children (`data-attr-slot`): the fill renders the start tag only. */
  readonly open?: boolean;
  /** The first child element (e.g. the <p> a multiline section field repeats). */
  readonly proto?: { readonly tag: string; readonly attrs: Readonly<Record<string, string>> };
}
export type TemplatePart = string | TemplateSlot;

export interface CompiledTemplate {
  readonly name: string;
  readonly parts: readonly TemplatePart[];
  /** CSS-module class names the run-time views use (see ./site-classes). */
  readonly classes: Readonly<Record<string, string>>;
  /** The structured head the build rendered (pages whose JSON-LD the API rebuilds from stored data). */
  readonly headInput?: HeadInput;
  /** Technology marks by lowercase name (shared/src/tech-icons.ts), in templates showing the tech stack. */
  readonly marks?: Readonly<Record<string, { readonly path: string; readonly hex: string }>>;
  /** A legal page's generated blocks as the build rendered them (fixed HTML in the page; the API dates their changes). */
  readonly generated?: ReadonlyArray<{ readonly heading: string; readonly paragraphs: readonly string[] }>;
}

/** Children for a children slot; `{ attrs }` for an attribute slot. */
export type SlotFill = Child | { readonly attrs: Attrs };
export type SlotFills = Readonly<Record<string, SlotFill | undefined>>;

function isAttrFill(fill: SlotFill): fill is { readonly attrs: Attrs } {
  return (
    typeof fill === 'object' && fill !== null && !Array.isArray(fill) && !('kind' in fill) && 'attrs' in fill
  );
}

export function templateSlots(template: CompiledTemplate): TemplateSlot[] {
  return template.parts.filter((p): p is TemplateSlot => typeof p !== 'string');
}

export function findSlot(template: CompiledTemplate, name: string): TemplateSlot | undefined {
  return templateSlots(template).find((s) => s.slot === name);
}

/** The page: static parts as built, each slot filled or left as built. Unknown fill names throw. */
export function renderTemplate(template: CompiledTemplate, fills: SlotFills = {}): string {
  const known = new Set(templateSlots(template).map((s) => s.slot));
  for (const name of Object.keys(fills)) {
    if (!known.has(name)) throw new Error(`Template ${template.name} has no slot ${name}`);
  }
  let out = '';
  for (const part of template.parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const fill = fills[part.slot];
    if (fill === undefined) out += part.fallback;
    else if (part.element) {
      if (!isAttrFill(fill)) throw new Error(`Slot ${part.slot} takes attributes`);
      const attrs = { ...part.element.attrs, ...fill.attrs };
      out += part.open
        ? `<${part.element.tag}${serializeAttrs(attrs)}>`
        : serialize(h(part.element.tag, attrs));
    } else {
      if (isAttrFill(fill)) throw new Error(`Slot ${part.slot} takes children`);
      out += serialize(fill);
    }
  }
  return out;
}
