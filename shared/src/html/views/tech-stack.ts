/**
 * The home page's tech stack at run time (issue 31): each group's list is a
 * slot; every technology is the build's list item (the slot's first child:
 * its tag and class) with the icon its lowercase name picks, and the name.
 */
import { TECH_STACK_GROUPS, type TechStackContent, techStackSlot } from '../../pages/tech-stack-page';
import { techMark } from '../../tech-icons';
import { h } from '../html';
import { type CompiledTemplate, findSlot, type SlotFill } from '../template';

function icon(name: string) {
  const mark = techMark(name);
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
  for (const group of TECH_STACK_GROUPS) {
    const slot = findSlot(template, techStackSlot(group));
    if (!slot) continue;
    const proto = slot.proto ?? { tag: 'li', attrs: {} };
    fills[slot.slot] = stack[group].map((t) => h(proto.tag, proto.attrs, icon(t.name), t.name));
  }
  return fills;
}
