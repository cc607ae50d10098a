/**
 * The footer document (issue 31): the tagline under the logo and the social
 * links, on every page. The networks and their order are fixed (each has its
 * icon and accessible name); staff edit the tagline and each network's link.
 * The quick links stay in code (SPEC §2).
 */
import { plainText, requiredUrl } from '../schemas/common';
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

export const FOOTER_PAGE_LIMITS = { tagline: 200 } as const;

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type FooterContent = {
  readonly tagline: string;
  /** One link per network, in SOCIAL_NETWORKS order. */
  readonly social: Readonly<Record<SocialNetwork, string>>;
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
});

/** Template slots: the tagline's text and each social link's attributes. */
export const FOOTER_SLOTS = {
  tagline: 'footer.tagline',
  social: (network: SocialNetwork) => `footer.social.${network}`,
} as const;

export const socialLabel = (company: string, network: SocialNetwork) =>
  `${company} on ${SOCIAL_NETWORK_NAMES[network]}`;
