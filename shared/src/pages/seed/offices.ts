/**
 * The seed of the offices' contact cards (today's text): what the footer and
 * the contact and booking pages show until staff save a card.
 */
import { OFFICE_ADDRESSES } from '../../company';
import type { OfficeId } from '../../company-contacts';
import { mapSearchUrl, type OfficeContent, officeLines } from '../office-card';

function office(id: OfficeId, locality: string): OfficeContent {
  const a = OFFICE_ADDRESSES[id];
  const card = {
    title: `${a.city}, ${a.country}`,
    street: a.streetAddress,
    locality,
    country: a.country,
    phone: a.phone,
    mapUrl: '',
  };
  return { ...card, mapUrl: mapSearchUrl(officeLines(card)) };
}

/** In the order the site shows them. */
export const OFFICE_SEED: Readonly<Record<OfficeId, OfficeContent>> = {
  noida: office('noida', 'Noida, Uttar Pradesh 201309'),
  washington: office('washington', 'Washington, DC 20006'),
};
