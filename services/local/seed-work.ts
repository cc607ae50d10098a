/** Demo "our work" projects (the three client projects), each with a generated image. */
import type { WorkProjectForm } from '@app/shared/schemas/work-project';
import { bannerPng, type Rgb } from './png';
import { alreadyThere, seedOnce } from './seed-once';

const DEMO: Array<{ id: string; image: string; colors: [Rgb, Rgb]; form: Omit<WorkProjectForm, 'image'> }> = [
  {
    id: 'demo-work-careconnect',
    image: '/media/content/3a0c0000-0000-4000-8000-000000000001.png',
    colors: [
      [15, 118, 110],
      [56, 189, 248],
    ],
    form: {
      name: 'CareConnect',
      industry: 'Healthcare',
      summary:
        'A patient engagement app linking clinics, patients and caregivers for appointments and follow-ups.',
      outcome: 'No-shows fell by a third in the first six months.',
      imageAlt: 'CareConnect app screens on a teal background',
      link: '/case-study/careconnect-patient-engagement',
      position: 1,
      published: true,
    },
  },
  {
    id: 'demo-work-ledgerleaf',
    image: '/media/content/3a0c0000-0000-4000-8000-000000000002.png',
    colors: [
      [22, 101, 52],
      [250, 204, 21],
    ],
    form: {
      name: 'LedgerLeaf',
      industry: 'Finance',
      summary: 'A bookkeeping platform for small businesses with bank feeds and automatic categorisation.',
      outcome: 'Month-end close went from days to hours for pilot customers.',
      imageAlt: 'LedgerLeaf dashboard on a green background',
      link: '/case-study/ledgerleaf-bookkeeping-platform',
      position: 2,
      published: true,
    },
  },
  {
    id: 'demo-work-campusquest',
    image: '/media/content/3a0c0000-0000-4000-8000-000000000003.png',
    colors: [
      [91, 33, 182],
      [251, 146, 60],
    ],
    form: {
      name: 'CampusQuest',
      industry: 'Education',
      summary: 'A learning platform with live classes, quizzes and progress dashboards for schools.',
      outcome: 'Adopted by 40 schools within its first academic year.',
      imageAlt: 'CampusQuest classroom view on a violet background',
      link: '/case-study/campusquest-learning-platform',
      position: 3,
      published: true,
    },
  },
];

export async function seedWork(): Promise<void> {
  const { workProjects } = await import('../src/data/work-project');
  const { storeImage } = await import('../src/data/media-upload');
  await seedOnce('our-work-v1', async () => {
    for (const demo of DEMO) {
      await storeImage(demo.image, bannerPng(480, 300, ...demo.colors), 'image/png', `work#${demo.id}`);
      await workProjects
        .create({ ...demo.form, image: demo.image }, new Date('2024-06-01T09:00:00.000Z'), demo.id)
        .catch((error: unknown) => {
          if (!alreadyThere(error)) throw error;
        });
    }
  });
}
