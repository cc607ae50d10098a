import type { DealStage } from '@app/shared/deals';
import type { InterestOption } from '@app/shared/form-options';

/** A demo deal: its stage, when it was made and closed (days before the seed), and what it is worth. */
export interface DealPlan {
  company: string;
  interest: InterestOption;
  value: number;
  stage: DealStage;
  createdDaysAgo: number;
  closedDaysAgo?: number;
  reason?: string;
  notes?: string;
}

/** Across every stage, with wins and losses spread over the last two months (seed-deals.ts). */
export const DEAL_PLANS: DealPlan[] = [
  {
    company: 'Northwind Traders',
    interest: 'Web Development',
    value: 850_000,
    stage: 'qualified',
    createdDaysAgo: 2,
  },
  {
    company: 'Lumen Health',
    interest: 'AI/ML Solutions',
    value: 2_400_000,
    stage: 'qualified',
    createdDaysAgo: 4,
  },
  {
    company: 'Orbit Logistics',
    interest: 'Cloud Engineering',
    value: 1_200_000,
    stage: 'qualified',
    createdDaysAgo: 6,
  },
  {
    company: 'Saffron Retail',
    interest: 'Data Analytics',
    value: 450_000,
    stage: 'qualified',
    createdDaysAgo: 9,
  },
  {
    company: 'Kestrel Fintech',
    interest: 'Web Development',
    value: 3_600_000,
    stage: 'proposal',
    createdDaysAgo: 12,
  },
  {
    company: 'Bluebay Resorts',
    interest: 'Web Development',
    value: 650_000,
    stage: 'proposal',
    createdDaysAgo: 15,
  },
  {
    company: 'Granite Insurance',
    interest: 'Data Analytics',
    value: 1_800_000,
    stage: 'proposal',
    createdDaysAgo: 18,
  },
  {
    company: 'Helix Biotech',
    interest: 'AI/ML Solutions',
    value: 5_200_000,
    stage: 'negotiation',
    createdDaysAgo: 21,
  },
  {
    company: 'Monsoon Media',
    interest: 'Cloud Engineering',
    value: 950_000,
    stage: 'negotiation',
    createdDaysAgo: 25,
  },
  {
    company: 'Pinecrest Schools',
    interest: 'Web Development',
    value: 700_000,
    stage: 'negotiation',
    createdDaysAgo: 28,
  },
  {
    company: 'Atlas Manufacturing',
    interest: 'Cloud Engineering',
    value: 2_800_000,
    stage: 'won',
    createdDaysAgo: 50,
    closedDaysAgo: 20,
    reason: 'Migration plan with zero downtime',
  },
  {
    company: 'Riverstone Foods',
    interest: 'Web Development',
    value: 500_000,
    stage: 'won',
    createdDaysAgo: 40,
    closedDaysAgo: 12,
    reason: 'Fastest delivery plan',
  },
  {
    company: 'Quantix Analytics',
    interest: 'Data Analytics',
    value: 1_250_000,
    stage: 'won',
    createdDaysAgo: 30,
    closedDaysAgo: 6,
    reason: 'Dashboard prototype won them over',
  },
  {
    company: 'Evergreen Clinics',
    interest: 'AI/ML Solutions',
    value: 12_500_000,
    stage: 'won',
    createdDaysAgo: 45,
    closedDaysAgo: 3,
    reason: 'Domain experience in healthcare',
  },
  {
    company: 'Cobalt Energy',
    interest: 'Cloud Engineering',
    value: 1_600_000,
    stage: 'lost',
    createdDaysAgo: 35,
    closedDaysAgo: 10,
    reason: 'Chose an in-house team',
  },
  {
    company: 'Nimbus Travel',
    interest: 'Web Development',
    value: 400_000,
    stage: 'lost',
    createdDaysAgo: 20,
    closedDaysAgo: 8,
    reason: 'Budget moved to next year',
  },
];
