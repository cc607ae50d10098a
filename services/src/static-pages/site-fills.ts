/**
 * What every page shows from stored content (issue 31): the offices' contact
 * cards and the footer's tagline, social links and partners (the home page's
 * partner strip too). Read when a template has
 * their slots (one GetItem per document) and filled on every render, so every
 * renderer picks up a change without knowing about it. The home page's
 * Organization JSON-LD states the same facts (phones, street addresses, social
 * profiles): its head is rebuilt from them too.
 */
import { OFFICE_IDS, type OfficeId } from '@app/shared/company-contacts';
import type { HeadInput } from '@app/shared/html/head';
import type { CompiledTemplate, SlotFill } from '@app/shared/html/template';
import { footerFills, hasFooterSlots, partnerLogos } from '@app/shared/html/views/footer';
import { hasOfficeSlots, officeFills } from '@app/shared/html/views/office';
import { type FooterContent, SOCIAL_NETWORKS } from '@app/shared/pages/footer-page';
import type { OfficeContent } from '@app/shared/pages/office-page';
import { FOOTER_PAGE_ID, officePageId } from '@app/shared/pages/page-ids';
import { imageInfos } from '../data/media-info';
import { officeCardOf, officeCards } from '../data/office-cards';
import { getPageDocument, type PageDocument } from '../data/page-doc';

export interface SiteParts {
  readonly fills: Record<string, SlotFill>;
  /** The page's head with the Organization JSON-LD restated from the stored cards, when it has one. */
  readonly head?: HeadInput;
}

type Ld = Record<string, unknown>;
const isOrganization = (ld: object): ld is Ld =>
  (ld as Ld)['@type'] === 'Organization' && Array.isArray((ld as Ld).contactPoint);

/** The Organization object with each office's phone and street and the social profiles as stored (build order: OFFICE_IDS). */
function organizationLd(ld: Ld, offices: Record<OfficeId, OfficeContent>, footer: FooterContent): Ld {
  const at = (i: number) => offices[OFFICE_IDS[i] as OfficeId];
  return {
    ...ld,
    sameAs: SOCIAL_NETWORKS.map((n) => footer.social[n]),
    address: (ld.address as Ld[]).map((a, i) => (at(i) ? { ...a, streetAddress: at(i).street } : a)),
    contactPoint: (ld.contactPoint as Ld[]).map((c, i) => (at(i) ? { ...c, telephone: at(i).phone } : c)),
  };
}

/** The offices' cards with a draft card (a share preview's) in place of its live one. */
async function cardsWith(draft?: PageDocument): Promise<Record<OfficeId, OfficeContent>> {
  const cards = await officeCards(OFFICE_IDS);
  const id = OFFICE_IDS.find((o) => officePageId(o) === draft?.id);
  return id && draft ? { ...cards, [id]: officeCardOf(id, draft.content) } : cards;
}

/** What every page shows; `draft` (a footer or office document's draft, for its share preview) replaces its live document. */
export async function siteParts(template: CompiledTemplate, draft?: PageDocument): Promise<SiteParts> {
  const built = template.headInput;
  const organization = built?.jsonLd?.some(isOrganization) ?? false;
  const footerDoc = () =>
    draft?.id === FOOTER_PAGE_ID ? Promise.resolve(draft) : getPageDocument(FOOTER_PAGE_ID);
  const [offices, footer] = await Promise.all([
    hasOfficeSlots(template) || organization ? cardsWith(draft) : null,
    hasFooterSlots(template) || organization ? footerDoc().then((d) => d.content as FooterContent) : null,
  ]);
  // An uploaded partner logo's variant facts (srcset): one GetItem per uploaded logo.
  const logos = footer && hasFooterSlots(template) ? await imageInfos(partnerLogos(footer)) : undefined;
  const fills = {
    ...(offices && hasOfficeSlots(template) ? officeFills(template, offices) : {}),
    ...(footer && hasFooterSlots(template) ? footerFills(template, footer, logos) : {}),
  };
  if (!built || !organization || !offices || !footer) return { fills };
  const jsonLd = (built.jsonLd ?? []).map((ld) =>
    isOrganization(ld) ? organizationLd(ld, offices, footer) : ld,
  );
  return { fills, head: { ...built, jsonLd } };
}
