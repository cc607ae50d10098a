/**
 * The home page's tech stack at run time (issue 31): each group's list is a
 * slot; every technology is the build's list item (the slot's first child:
 * its tag and class) with the icon its lowercase name picks (from the marks
 * the build stored in the template), and the name.
 */
import { TECH_STACK_GROUPS, type TechStackContent, techStackSlot } from '../../pages/tech-stack-page';
import { FALLBACK, type Mark } from '../../tech-mark';
import { h } from '../html';
import { type CompiledTemplate, findSlot, type SlotFill } from '../template';

/** The mark the build put in the template (tech-icons.ts), by the lowercase name. */
function icon(marks: Readonly<Record<string, Mark>>, name: string) {
  const key = name.trim().toLowerCase();
  // Own keys only: a technology named "constructor" is not Object's.
  const mark = Object.hasOwn(marks, key) ? (marks[key] as Mark) : FALLBACK;
  return h(
    'svg',
    { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    h('path', { d: mark.path, fill: `#${mark.hex}` }),
  );
}

export function techStackFills(
  template: CompiledTemplate,
  stack: TechStackContent,
): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  const marks = template.marks ?? {};
  for (const group of TECH_STACK_GROUPS) {
    const slot = findSlot(template, techStackSlot(group));
    if (!slot) continue;
    const proto = slot.proto ?? { tag: 'li', attrs: {} };
    fills[slot.slot] = stack[group].map((t) => h(proto.tag, proto.attrs, icon(marks, t.name), t.name));
  }
  return fills;
}
