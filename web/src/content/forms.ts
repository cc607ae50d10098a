import { BLOG_LIST_TEXTS } from '@app/shared/blog-lists';

/** Intro texts of the lead pages; the forms themselves belong to the leads feature. */
export const CONTACT_US_PAGE = {
  heading: 'Contact Us',
  lead: 'Tell us about your project or question. We reply within one business day.',
} as const;

export const CONTACT_PAGE = {
  heading: 'Contact Moondive',
  lead: 'Reach our offices in Noida and Washington by phone or e-mail, or send us a message below.',
} as const;

export const LETS_CONNECT_PAGE = {
  heading: "Let's Connect",
  lead: 'Share a few details about your idea, timeline and budget. We reply within one business day with next steps and a rough estimate.',
} as const;

export const SCHEDULE_MEETING_PAGE = {
  heading: 'Schedule a Meeting',
  lead: 'Book a 30-minute video call with a product lead from our Noida or Washington, DC office. Pick a time that suits you; times show in your own time zone.',
} as const;

export const OUR_WORK_PAGE = {
  heading: 'Our Work',
  lead: 'A selection of products we have designed and built with our clients.',
} as const;

export const CASE_STUDIES_PAGE = {
  heading: 'Case Studies',
  lead: 'How we helped clients launch, scale and modernise, with the results in numbers.',
} as const;

export const BLOGS_PAGE = {
  heading: BLOG_LIST_TEXTS.heading,
  lead: BLOG_LIST_TEXTS.lead,
  allHeading: BLOG_LIST_TEXTS.allHeading,
  allLead: BLOG_LIST_TEXTS.allLead,
} as const;
