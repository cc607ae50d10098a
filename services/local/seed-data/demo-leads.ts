import { BUDGETS, INTEREST_OPTIONS, PROJECT_DURATIONS, PROJECT_PHASES } from '@app/shared/form-options';
import { listOfficeSlots, type OfficeSlot } from '@app/shared/meeting-slots';

/**
 * What the demo leads ask for, varied by lead number so the lead lists read
 * like a real inbox (companies, needs, budgets) and stay the same on every
 * first start. Names, domains and numbers stay clearly fictional.
 */
const COMPANIES = [
  'Northwind Traders',
  'Lumen Health',
  'Orbit Logistics',
  'Kestrel Fintech',
  'Bluebay Resorts',
  'Helix Biotech',
  'Pinecrest Schools',
  'Quantix Analytics',
  'Riverstone Foods',
];

const CONTACT_MESSAGES = [
  'We would like a quote for an MVP of a field-service app: scheduling, offline checklists and photo upload.',
  'Our patient portal is slow and hard to change. Can you review the codebase and suggest a plan?',
  'We need a data pipeline from our ERP into a dashboard our sales team can use every morning.',
  'Looking for a team to move two legacy services to AWS before our data-centre contract ends in June.',
  'We are exploring an AI assistant for our support desk and would like to talk about a pilot.',
  'Could you redesign our booking flow? Mobile conversion is half of desktop.',
];

const MEETING_DETAILS = [
  'We have a prototype in Figma and want to know what an MVP would take.',
  'Two founders, seed funded; we want a partner for the first release and then a handover.',
  'Existing React Native app; we need someone to take over and add payments.',
  'We would like to discuss a discovery phase for a logistics tracking platform.',
];

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A contact lead's message. */
export function demoContactMessage(n: number): string {
  return at(CONTACT_MESSAGES, n);
}

/** The lets-connect / schedule-meeting fields of demo lead `n` (all from the form's own option lists). */
export function demoMeetingRequest(n: number) {
  return {
    companyName: at(COMPANIES, n),
    interest: at(INTEREST_OPTIONS, n + 1),
    projectDuration: at(PROJECT_DURATIONS, n + 1),
    budget: at(BUDGETS, n + 2),
    projectPhase: at(PROJECT_PHASES, n),
    additionalDetails: at(MEETING_DETAILS, n),
  };
}

/** The slot a demo booking raised at `raised` took: one of the offices' slots two to four days on. */
export function demoBookedSlot(raised: Date, n: number): OfficeSlot {
  const from = new Date(raised.getTime() + (2 + (n % 3)) * 86_400_000);
  const slots = listOfficeSlots(raised, { from });
  const slot = slots[(n * 7) % Math.max(slots.length, 1)];
  if (!slot) throw new Error(`No office slot after ${raised.toISOString()}`);
  return slot;
}
