/** The footer's seed (today's text): what every page shows until staff save the footer. */
import type { FooterContent } from '../footer-page';

export const FOOTER_SEED: FooterContent = {
  tagline: 'Product engineering for teams that ship: MVPs, apps, cloud, data and AI, built with you.',
  social: {
    linkedin: 'https://www.linkedin.com/company/moondive',
    x: 'https://x.com/moondive',
    instagram: 'https://www.instagram.com/moondive',
    facebook: 'https://www.facebook.com/moondive',
  },
  // Fictional demo partners, drawn as wordmarks (BUILT_IN_PARTNER_LOGOS).
  partners: [
    { name: 'Cloud Partner Network', logo: '/images/partners/cloud-partner.svg' },
    { name: 'Data Alliance', logo: '/images/partners/data-alliance.svg' },
    { name: 'AI Collective', logo: '/images/partners/ai-collective.svg' },
    { name: 'Design Guild', logo: '/images/partners/design-guild.svg' },
  ],
};
