/**
 * Turns a prerendered page into a compiled template (shared/src/html/template.ts):
 * the React output is parsed with parse5 (the HTML standard's parser), and
 * every `data-slot` / `data-section-field` element becomes a named hole
 * between trusted static HTML. The run-time renderers fill those holes with
 * escaped trees; nothing ever searches or patches HTML at run time.
 * Tested in compile-template.test.ts.
 */
import type { HeadInput } from '@app/shared/html/head';
import { escapeAttr, VOID_ELEMENTS } from '@app/shared/html/html';
import type { CompiledTemplate, TemplatePart, TemplateSlot } from '@app/shared/html/template';
import { parseFragment, serializeOuter, type DefaultTreeAdapterTypes as T } from 'parse5';

type ParentNode = T.Element | T.DocumentFragment | T.Template;

const isElement = (node: T.ChildNode): node is T.Element => 'tagName' in node;

function attrsOf(element: T.Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.value]));
}

function slotName(element: T.Element): string | null {
  const attrs = attrsOf(element);
  if (attrs['data-slot']) return attrs['data-slot'];
  if (attrs['data-section-field']) return `section:${attrs['data-section-field']}`;
  return null;
}

function childrenOf(node: ParentNode): T.ChildNode[] {
  return node.nodeName === 'template' ? (node as T.Template).content.childNodes : node.childNodes;
}

/** `data-attr-slot`: the element's start tag is the slot (its attributes), its children stay as built. */
function attrSlotName(element: T.Element): string | null {
  return attrsOf(element)['data-attr-slot'] ?? null;
}

function hasSlot(node: T.ChildNode): boolean {
  if (!isElement(node)) return false;
  return slotName(node) !== null || attrSlotName(node) !== null || childrenOf(node).some(hasSlot);
}

function startTag(element: T.Element): string {
  const attrs = Object.entries(attrsOf(element))
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  return `<${element.tagName}${attrs}>`;
}

function serializeChildren(node: ParentNode): string {
  return childrenOf(node)
    .map((child) => serializeOuter(child))
    .join('');
}

function compileNodes(nodes: T.ChildNode[], parts: TemplatePart[], seen: Set<string>): void {
  for (const node of nodes) {
    if (!hasSlot(node)) {
      parts.push(serializeOuter(node));
      continue;
    }
    const element = node as T.Element;
    const name = slotName(element);
    if (name !== null && seen.has(name)) throw new Error(`Slot ${name} appears twice`);
    if (name !== null) seen.add(name);
    if (name !== null && VOID_ELEMENTS.has(element.tagName)) {
      parts.push({
        slot: name,
        fallback: serializeOuter(element),
        element: { tag: element.tagName, attrs: attrsOf(element) },
      });
      continue;
    }
    const attrSlot = name === null ? attrSlotName(element) : null;
    if (attrSlot !== null && seen.has(attrSlot)) throw new Error(`Slot ${attrSlot} appears twice`);
    if (attrSlot !== null) seen.add(attrSlot);
    parts.push(
      attrSlot === null
        ? startTag(element)
        : {
            slot: attrSlot,
            fallback: startTag(element),
            element: { tag: element.tagName, attrs: attrsOf(element) },
            open: true,
          },
    );
    if (name !== null) {
      if (childrenOf(element).some(hasSlot)) throw new Error(`Slot ${name} contains another slot`);
      const first = childrenOf(element).find(isElement);
      const slot: TemplateSlot = {
        slot: name,
        fallback: serializeChildren(element),
        ...(first ? { proto: { tag: first.tagName, attrs: attrsOf(first) } } : {}),
      };
      parts.push(slot);
    } else {
      compileNodes(childrenOf(element), parts, seen);
    }
    if (!VOID_ELEMENTS.has(element.tagName)) parts.push(`</${element.tagName}>`);
  }
}

/** Joins neighbouring static strings. */
function merge(parts: TemplatePart[]): TemplatePart[] {
  const out: TemplatePart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  }
  return out;
}

/** The slots of the React output of a page (what goes inside #root). */
export function compileAppHtml(appHtml: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  compileNodes(parseFragment(appHtml).childNodes, parts, new Set());
  return merge(parts);
}

/**
 * A whole page: `page` is the filled index.html split around the head tags and
 * the app HTML (both come from the prerenderer, which knows where it put them).
 */
export function compileTemplate(input: {
  name: string;
  beforeHead: string;
  head: string;
  betweenHeadAndApp: string;
  appHtml: string;
  afterApp: string;
  classes: Readonly<Record<string, string>>;
  headInput?: HeadInput;
}): CompiledTemplate {
  return {
    name: input.name,
    parts: merge([
      input.beforeHead,
      { slot: 'head', fallback: input.head },
      input.betweenHeadAndApp,
      ...compileAppHtml(input.appHtml),
      input.afterApp,
    ]),
    classes: input.classes,
    ...(input.headInput ? { headInput: input.headInput } : {}),
  };
}
