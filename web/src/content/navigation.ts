import { findScreen, type PublicPath, SERVICE_PATHS } from '../config/screens';
import type { LinkItem } from './types';

/** A top-level navigation entry: a link, or a dropdown of links (SPEC §2). */
export type NavEntry =
  | { readonly kind: 'link'; readonly label: string; readonly to: PublicPath }
  | {
      readonly kind: 'menu';
      readonly id: string;
      readonly label: string;
      readonly items: readonly LinkItem[];
    };

/** Service titles come from the route table, so the layout does not load the service page texts. */
function serviceLinks(): LinkItem[] {
  return SERVICE_PATHS.map((to) => ({ label: findScreen(to).title, to }));
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    kind: 'menu',
    id: 'services',
    label: 'Services',
    items: serviceLinks(),
  },
  { kind: 'link', label: 'Industries', to: '/industries' },
  {
    kind: 'menu',
    id: 'company',
    label: 'Company',
    items: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Life at Moondive', to: '/life-at-moondive' },
      { label: 'Case Studies', to: '/case-study' },
    ],
  },
  { kind: 'link', label: 'Careers', to: '/careers' },
];

export const CONTACT_BUTTON = { label: 'Contact Us', to: '/contact-us' } as const satisfies LinkItem;

/** Shown instead of the whole navigation to a signed-in user of type Admin (SPEC §2). */
export const ADMIN_NAV = { label: 'Admin', to: '/admin' } as const satisfies LinkItem;

/** SPEC §2 footer quick links, in the order listed there. */
export const FOOTER_QUICK_LINKS: readonly LinkItem[] = [
  { label: 'Life at Moondive', to: '/life-at-moondive' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Careers', to: '/careers' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Our Work', to: '/our-work' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
];

export const FOOTER_SERVICE_LINKS: readonly LinkItem[] = serviceLinks();
