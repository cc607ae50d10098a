/**
 * The offices' contact cards at run time (issue 31): every page's footer and
 * the contact and booking pages mark an office's address, phone link and map
 * link as slots (`office:<id>.<footer|card>.<field>`); these fills write the
 * stored card into them, each in the element the build rendered (the slot's
 * first child is the prototype: its tag and attributes, with the new href).
 */
import { OFFICE_ADDRESSES } from '../../company';
import { OFFICE_IDS, type OfficeId } from '../../company-contacts';
import {
  OFFICE_LINK_TEXT,
  type OfficeContent,
  type OfficePlace,
  officeLines,
  officeSlot,
  telHref,
} from '../../pages/office-page';
import { h } from '../html';
import { type CompiledTemplate, findSlot, type SlotFill, type TemplateSlot } from '../template';

const PLACES: readonly OfficePlace[] = ['footer', 'card'];

function link(slot: TemplateSlot, href: string, label: string): SlotFill {
  const proto = slot.proto ?? { tag: 'a', attrs: {} };
  return h(proto.tag, { ...proto.attrs, href }, label);
}

/** Whether a template shows any office card (so a renderer reads the cards only when needed). */
export function hasOfficeSlots(template: CompiledTemplate): boolean {
  return OFFICE_IDS.some((id) => PLACES.some((place) => findSlot(template, officeSlot(id, place, 'phone'))));
}

/** Fills of every office slot the template has. */
export function officeFills(
  template: CompiledTemplate,
  cards: Readonly<Record<OfficeId, OfficeContent>>,
): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  for (const id of OFFICE_IDS) {
    const card = cards[id];
    const city = OFFICE_ADDRESSES[id].city;
    for (const place of PLACES) {
      const address = findSlot(template, officeSlot(id, place, 'address'));
      if (address) {
        const proto = address.proto;
        // One element per line where the build printed lines; else one line, comma-separated.
        fills[address.slot] = proto
          ? officeLines(card).map((line) => h(proto.tag, proto.attrs, line))
          : officeLines(card).join(', ');
      }
      const phone = findSlot(template, officeSlot(id, place, 'phone'));
      if (phone) fills[phone.slot] = link(phone, telHref(card.phone), OFFICE_LINK_TEXT.phone(card.phone));
      const map = findSlot(template, officeSlot(id, place, 'map'));
      if (map) fills[map.slot] = link(map, card.mapUrl, OFFICE_LINK_TEXT.map[place](city));
    }
  }
  return fills;
}
