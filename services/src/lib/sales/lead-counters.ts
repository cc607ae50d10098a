/**
 * What a lead adds to the SALES counters: on the day it arrived, a lead of
 * its form, interest, budget and project phase, its source and its UTM
 * campaign; on the day of its first status change, a response and the
 * minutes it took. Called after the lead is stored (never failing it); the
 * seed and the one-time backfill count through the same functions.
 */
import type { Attribution, Metrics } from '@app/shared/analytics';
import { analyticsDay } from '@app/shared/analytics-days';
import { leadFormOf } from '@app/shared/leads';
import type { SalesDimension, SalesLeadForm } from '@app/shared/sales';
import { addToCounter } from '../../data/analytics-counters';
import { logger } from '../logger';

export interface LeadFacts {
  dateRaised: string;
  interestedIn?: string;
  budget?: string;
  projectPhase?: string;
  attribution?: Attribution;
}

export function leadIncrements(form: SalesLeadForm, lead: LeadFacts) {
  const one: Metrics = { leads: 1 };
  const out: Array<[SalesDimension, string]> = [
    ['total', 'all'],
    ['form', form],
  ];
  if (lead.interestedIn) out.push(['interest', lead.interestedIn]);
  if (lead.budget) out.push(['budget', lead.budget]);
  if (lead.projectPhase) out.push(['phase', lead.projectPhase]);
  if (lead.attribution?.source) out.push(['source', lead.attribution.source]);
  if (lead.attribution?.utmCampaign) out.push(['campaign', lead.attribution.utmCampaign]);
  return out.map(([dim, value]) => ({ dim, value, metrics: one }));
}

async function settle(what: string, writes: Promise<unknown>[]) {
  const results = await Promise.allSettled(writes);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0)
    logger.error(`${what} not fully counted`, {
      failed: failed.length,
      error: (failed[0] as PromiseRejectedResult).reason,
    });
}

export async function countLead(form: SalesLeadForm, lead: LeadFacts) {
  const day = analyticsDay(new Date(lead.dateRaised));
  await settle(
    'lead',
    leadIncrements(form, lead).map((i) => addToCounter(day, i.dim, i.value, i.metrics, 'SALES')),
  );
}

/** A lead's first status change: one response and its minutes since the lead arrived. */
export async function countFirstResponse(dateRaised: string, respondedAt: string) {
  const minutes = Math.max(0, Math.round((Date.parse(respondedAt) - Date.parse(dateRaised)) / 60_000));
  await settle('first response', [
    addToCounter(
      analyticsDay(new Date(respondedAt)),
      'total',
      'all',
      { responded: 1, responseMinutes: minutes },
      'SALES',
    ),
  ]);
}

/** The sales form of a stored lead: contact leads, and meeting leads with or without a booked slot. */
export function leadForm(
  kind: 'contact' | 'meeting',
  lead: { form?: SalesLeadForm; meeting?: unknown },
): SalesLeadForm {
  return leadFormOf(kind, lead);
}
