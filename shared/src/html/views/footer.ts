/**
 * The footer's tagline and social links at run time (issue 31): the tagline
 * is a text slot, each social link an attribute slot on its <a> (the icon
 * inside stays as built), filled from the stored footer document.
 */
import { FOOTER_SLOTS, type FooterContent, SOCIAL_NETWORKS } from '../../pages/footer-page';
import { type CompiledTemplate, findSlot, type SlotFill } from '../template';

export function hasFooterSlots(template: CompiledTemplate): boolean {
  return findSlot(template, FOOTER_SLOTS.tagline) !== undefined;
}

export function footerFills(template: CompiledTemplate, footer: FooterContent): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  if (findSlot(template, FOOTER_SLOTS.tagline)) fills[FOOTER_SLOTS.tagline] = footer.tagline;
  for (const network of SOCIAL_NETWORKS) {
    const slot = FOOTER_SLOTS.social(network);
    if (findSlot(template, slot)) fills[slot] = { attrs: { href: footer.social[network] } };
  }
  return fills;
}
