/**
 * The footer's tagline, social links and partners at run time (issue 31): the
 * tagline is a text slot, each social link an attribute slot on its <a> (the
 * icon inside stays as built), and the partners' lists (the footer's on every
 * page, the home page's strip) are slots whose items are the build's list
 * item (the slot's first child: its tag and class) around the logo, linked
 * when the partner has a link; all filled from the stored footer document.
 */
import {
  FOOTER_SLOTS,
  type FooterContent,
  PARTNER_LOGO_FRAME,
  type Partner,
  SOCIAL_NETWORKS,
} from '../../pages/footer-page';
import { h } from '../html';
import { type CompiledTemplate, findSlot, type SlotFill } from '../template';
import { type ImageInfos, mediaImage, NO_IMAGE_INFO } from './media-image';

export function hasFooterSlots(template: CompiledTemplate): boolean {
  return findSlot(template, FOOTER_SLOTS.tagline) !== undefined;
}

/** The partners' logos a footer shows (their variant facts are read for an uploaded one). */
export const partnerLogos = (footer: FooterContent): string[] => footer.partners.map((p) => p.logo);

function partnerItem(partner: Partner, images: ImageInfos) {
  // An uploaded logo of any shape is fitted inside the seed's frame, never cropped.
  const logo = mediaImage(partner.logo, images.get(partner.logo), {
    alt: partner.name,
    sizes: 'logo',
    frame: PARTNER_LOGO_FRAME,
    style: 'object-fit:contain',
  });
  if (!partner.link) return logo;
  return h('a', { href: partner.link, rel: 'noopener noreferrer', target: '_blank' }, logo);
}

export function footerFills(
  template: CompiledTemplate,
  footer: FooterContent,
  images: ImageInfos = NO_IMAGE_INFO,
): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  if (findSlot(template, FOOTER_SLOTS.tagline)) fills[FOOTER_SLOTS.tagline] = footer.tagline;
  for (const network of SOCIAL_NETWORKS) {
    const slot = FOOTER_SLOTS.social(network);
    if (findSlot(template, slot)) fills[slot] = { attrs: { href: footer.social[network] } };
  }
  for (const name of [FOOTER_SLOTS.partners, FOOTER_SLOTS.partnerStrip]) {
    const slot = findSlot(template, name);
    if (!slot) continue;
    const proto = slot.proto ?? { tag: 'li', attrs: {} };
    fills[name] = footer.partners.map((p) => h(proto.tag, proto.attrs, partnerItem(p, images)));
  }
  return fills;
}
