import type { TestimonialRecord } from '@app/shared/schemas/testimonial';

/** Demo testimonials until the API serves the ones staff create in the admin area. */
export const DEMO_TESTIMONIALS: readonly TestimonialRecord[] = [
  {
    _id: 'testimonial-1',
    name: 'Priya Sharma',
    designation: 'Founder, CareConnect',
    websiteName: 'careconnect.example',
    link: 'https://careconnect.example',
    testimonial:
      'Moondive took our idea from a slide deck to an app in the stores in ten weeks. They challenged our scope in the best way, and the product has grown without a rewrite.',
  },
  {
    _id: 'testimonial-2',
    name: 'Michael Turner',
    designation: 'CFO, LedgerLeaf',
    websiteName: 'ledgerleaf.example',
    link: 'https://ledgerleaf.example',
    testimonial:
      'Their data team rebuilt our reporting on a clean model. For the first time finance and sales quote the same numbers.',
  },
  {
    _id: 'testimonial-3',
    name: 'Sofia Alvarez',
    designation: 'Head of Product, CampusQuest',
    testimonial:
      'Clear communication, weekly demos and no surprises. Moondive feels like part of our own team.',
  },
];
