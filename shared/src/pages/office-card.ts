/**
 * An office's contact card as stored and printed (issue 31; the document and
 * its schema: office-page.ts). Free of the schemas, so what only reads cards
 * (the mails, the seed) carries no validation code.
 */

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type OfficeContent = {
  /** The card's heading, e.g. "Noida, India" (fixed). */
  readonly title: string;
  readonly street: string;
  /** City, region and postal code as printed: "Noida, Uttar Pradesh 201309". */
  readonly locality: string;
  /** Fixed with the office. */
  readonly country: string;
  readonly phone: string;
  /** Opens the office on a map site (nothing loads until clicked). */
  readonly mapUrl: string;
};

/** The printed address lines, in order. */
export function officeLines(office: OfficeContent): string[] {
  return [office.street, office.locality, office.country];
}

/** The map link the seed derives from an address (a search, so no place id is needed). */
export function mapSearchUrl(lines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`;
}
