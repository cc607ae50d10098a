/**
 * llms.txt's offices line (issue 31): each office as its contact card states
 * it (name, phone) with its stage e-mail. The build writes llms.txt with the
 * cards' seed and stores the text around this line as a template
 * (`_templates/llms-txt.json`); the API writes llms.txt again from the stored
 * cards whenever what every page shows changes (a `site` change), so a phone
 * saved on the Pages screen is in /llms.txt as in every footer.
 */
import { OFFICE_IDS, type OfficeId, type PublicContacts } from './company-contacts';
import type { OfficeContent } from './pages/office-page';

/** The built llms.txt around its offices line, and the addresses the line names. */
export interface LlmsTxtTemplate {
  readonly before: string;
  readonly after: string;
  readonly contacts: Pick<PublicContacts, 'hello' | 'offices'>;
}

export const LLMS_TXT_TEMPLATE = 'llms-txt';

export function llmsOfficesLine(
  cards: Readonly<Record<OfficeId, OfficeContent>>,
  contacts: LlmsTxtTemplate['contacts'],
): string {
  const offices = OFFICE_IDS.map((id) => `${cards[id].title} (${cards[id].phone}, ${contacts.offices[id]})`);
  return `Offices: ${offices.join('; ')}. General e-mail: ${contacts.hello}.`;
}

export function llmsTxtOf(
  template: LlmsTxtTemplate,
  cards: Readonly<Record<OfficeId, OfficeContent>>,
): string {
  return `${template.before}${llmsOfficesLine(cards, template.contacts)}${template.after}`;
}
