/** Demo testimonials for the home page (fixed ids; created once, see seed-once.ts). */
import { alreadyThere, seedOnce } from './seed-once';

const DEMO = [
  {
    id: 'demo-testimonial-1',
    at: '2024-06-01T09:00:00.000Z',
    name: 'Priya Sharma',
    designation: 'Founder, CareConnect',
    websiteName: 'careconnect.example',
    link: 'https://careconnect.example',
    testimonial:
      'Moondive took our idea from a slide deck to an app in the stores in ten weeks. They challenged our scope in the best way, and the product has grown without a rewrite.',
  },
  {
    id: 'demo-testimonial-2',
    at: '2024-07-01T09:00:00.000Z',
    name: 'Michael Turner',
    designation: 'CFO, LedgerLeaf',
    websiteName: 'ledgerleaf.example',
    link: 'https://ledgerleaf.example',
    testimonial:
      'Their data team rebuilt our reporting on a clean model. For the first time finance and sales quote the same numbers.',
  },
  {
    id: 'demo-testimonial-3',
    at: '2024-08-01T09:00:00.000Z',
    name: 'Sofia Alvarez',
    designation: 'Head of Product, CampusQuest',
    testimonial:
      'Clear communication, weekly demos and no surprises. Moondive feels like part of our own team.',
  },
];

export async function seedTestimonials(): Promise<void> {
  const { testimonials } = await import('../src/data/testimonial');
  await seedOnce('testimonials-v1', async () => {
    for (const { id, at, ...fields } of DEMO) {
      await testimonials.create(fields, new Date(at), id).catch((error: unknown) => {
        if (!alreadyThere(error)) throw error;
      });
    }
  });
}
