/**
 * The office contact card document (issue 31): each office's address, phone
 * and map link, shown in every page's footer and on the contact and booking
 * pages. The office's name ("Noida, India") is fixed: it is the office the
 * meetings issue books (MEETING_OFFICES), so staff edit only what is printed
 * around it. The e-mail address is not here: it belongs to the stage
 * configuration (company-contacts.ts).
 */
import type { OfficeId } from '../company-contacts';
import { phoneField, plainText, requiredUrl } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import type { OfficeContent } from './office-card';

export { mapSearchUrl, type OfficeContent, officeLines } from './office-card';

export const OFFICE_PAGE_LIMITS = { street: 120, locality: 120 } as const;

export type OfficePageDoc = OfficeContent;

/** What a save carries; `title` and `country` may be sent back but never changed. */
export const officePageSchema = z.object({
  title: z.optional(z.string()),
  country: z.optional(z.string()),
  street: plainText('Street address', OFFICE_PAGE_LIMITS.street),
  locality: plainText('City, region and postal code', OFFICE_PAGE_LIMITS.locality),
  phone: phoneField('Phone number'),
  mapUrl: requiredUrl('Map link'),
});
export type OfficePageInput = z.output<typeof officePageSchema>;

/** A tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export type OfficePlace = 'footer' | 'card';
export type OfficeSlotField = 'address' | 'phone' | 'map';

/** The template slot of one part of an office's card: `office:noida.footer.phone`. */
export const officeSlot = (id: OfficeId, place: OfficePlace, field: OfficeSlotField) =>
  `office:${id}.${place}.${field}`;

/** The link texts around an office's phone and map link (the same in the build and at run time). */
export const OFFICE_LINK_TEXT = {
  phone: (phone: string) => `Call ${phone}`,
  map: {
    footer: (city: string) => `View the ${city} office on a map`,
    card: (city: string) => `Open the ${city} office in maps`,
  },
} as const;
