import type { CounterName } from '@app/shared/dashboard-counts';
import type { LeadKind } from '@app/shared/leads';
import { incrementCounter } from '../../data/counters';
import { logger } from '../../lib/logger';

const COUNTERS: Record<LeadKind, CounterName> = { contact: 'contactLeads', meeting: 'meetingLeads' };

/**
 * Dashboard count (/admin/show-count) of stored leads. Atomic ADD after the
 * lead is stored; a counting failure is logged and never fails the submission
 * (the lead itself is the source of truth).
 */
export async function countNewLead(kind: LeadKind): Promise<void> {
  try {
    await incrementCounter(COUNTERS[kind]);
  } catch (error) {
    logger.error('lead counter not incremented', { kind, error });
  }
}
