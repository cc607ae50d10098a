/**
 * The footer document (issue 31): the tagline under the logo, the social
 * links and the partners with their logos, on every page (the partners also
 * in the home page's "Our Partners" strip). The networks and their order are
 * fixed (each has its icon and accessible name); staff edit the tagline, each
 * network's link and the list of partners (1-12: name, logo, optional link).
 * The quick links stay in code (SPEC §2).
 */
import { maxLengthMessage, requiredMessage } from '../messages';
import { optionalUrl, plainText, requiredUrl } from '../schemas/common';
import { isMediaImagePath, MEDIA_MESSAGES } from '../schemas/media-upload';
import * as z from '../schemas/zod-mini';

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'instagram', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each link's accessible name and the editor's label. */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/**
 * Partners: at least one (the strip and the footer's heading never stand
 * empty), at most 12 (two rows of the home strip at 1366 px, three in the footer).
 */
export const FOOTER_PAGE_LIMITS = { tagline: 200, partnerName: 80, partnersMin: 1, partnersMax: 12 } as const;

/** The logos the build ships (the seed's); any other logo is an image uploaded through the media pipeline. */
export const BUILT_IN_PARTNER_LOGOS = [
  '/images/partners/cloud-partner.svg',
  '/images/partners/data-alliance.svg',
  '/images/partners/ai-collective.svg',
  '/images/partners/design-guild.svg',
] as const;

/** Every logo shows in this frame (the seed's wordmarks' size); an uploaded one is fitted inside it. */
export const PARTNER_LOGO_FRAME = { width: 168, height: 40 } as const;

export const FOOTER_PAGE_MESSAGES = {
  /** ours */
  partnersMin: 'Add at least one partner.',
  /** ours */
  partnersMax: `At most ${FOOTER_PAGE_LIMITS.partnersMax} partners.`,
  /** ours */
  logoRequired: 'Upload the partner’s logo.',
} as const;

export type Partner = {
  readonly name: string;
  /** An uploaded image's /media/ path, or one of BUILT_IN_PARTNER_LOGOS. */
  readonly logo: string;
  /** The partner's site (opens in a new tab); none: the logo is not a link. */
  readonly link?: string | undefined;
};

export const isPartnerLogo = (value: string): boolean =>
  isMediaImagePath(value) || (BUILT_IN_PARTNER_LOGOS as readonly string[]).includes(value);

const partnerLogo = z
  .string({ error: FOOTER_PAGE_MESSAGES.logoRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: FOOTER_PAGE_MESSAGES.logoRequired, abort: true }),
    z.maxLength(1024, { error: maxLengthMessage('Logo', 1024), abort: true }),
    z.refine(isPartnerLogo, { error: MEDIA_MESSAGES.notUploaded }),
  );

export const partnerSchema = z.object({
  name: plainText('Partner name', FOOTER_PAGE_LIMITS.partnerName),
  logo: partnerLogo,
  link: optionalUrl('Partner link'),
});

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type FooterContent = {
  readonly tagline: string;
  /** One link per network, in SOCIAL_NETWORKS order. */
  readonly social: Readonly<Record<SocialNetwork, string>>;
  /** In the order staff set: the footer's partner list and the home page's strip. */
  readonly partners: readonly Partner[];
};
export type FooterPageDoc = FooterContent;

export const footerPageSchema = z.object({
  tagline: plainText('Tagline', FOOTER_PAGE_LIMITS.tagline),
  social: z.object({
    linkedin: requiredUrl('LinkedIn link'),
    x: requiredUrl('X (Twitter) link'),
    instagram: requiredUrl('Instagram link'),
    facebook: requiredUrl('Facebook link'),
  }),
  partners: z
    .array(partnerSchema, { error: requiredMessage('Partners') })
    .check(
      z.minLength(FOOTER_PAGE_LIMITS.partnersMin, { error: FOOTER_PAGE_MESSAGES.partnersMin }),
      z.maxLength(FOOTER_PAGE_LIMITS.partnersMax, { error: FOOTER_PAGE_MESSAGES.partnersMax }),
    ),
});

/** Template slots: the tagline's text and each social link's attributes. */
export const FOOTER_SLOTS = {
  tagline: 'footer.tagline',
  social: (network: SocialNetwork) => `footer.social.${network}`,
  /** The footer's partner list (every page). */
  partners: 'footer.partners',
  /** The home page's "Our Partners" strip. */
  partnerStrip: 'home.partners',
} as const;

export const socialLabel = (company: string, network: SocialNetwork) =>
  `${company} on ${SOCIAL_NETWORK_NAMES[network]}`;
