import { DEFAULT_CURRENCY, OFFICE_CURRENCY } from '@app/shared/currency';
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEAL_OWNER_ROLES,
  DEAL_STAGE_PROBABILITY,
  isClosedStage,
} from '@app/shared/deals';
import type { Deal, DealCreate, DealUpdate } from '@app/shared/schemas/deal';
import { memberRolesByEmail } from '../../data/member-directory';
import { NotFoundError, ValidationError } from '../../lib/errors';

const ID = /^[0-9a-f-]{36}$/;

export function dealIdOf(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!ID.test(id)) throw new NotFoundError(DEAL_MESSAGES.notFound);
  return id;
}

/** Optional fields sent as '' are stored as absent. */
export function withoutEmpty<T extends object>(input: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== '' && v !== undefined) out[k] = v;
  return out as Partial<T>;
}

/** Fields a deal made from a lead takes from it unless the request sets them. */
export function leadDefaults(lead: Record<string, unknown>): Partial<DealCreate> {
  const text = (k: string) => (typeof lead[k] === 'string' && lead[k] ? (lead[k] as string) : undefined);
  const attribution = lead.attribution as { source?: string; utmCampaign?: string } | undefined;
  const office = (lead.meeting as { office?: string } | undefined)?.office;
  const who = text('companyName') ?? text('fullName') ?? 'Lead';
  const what = text('interestedIn') ?? 'Enquiry';
  return withoutEmpty({
    title: `${who} — ${what}`.slice(0, DEAL_LIMITS.title),
    company: text('companyName'),
    contactName: text('fullName'),
    contactEmail: text('email'),
    interest: text('interestedIn') as DealCreate['interest'],
    budget: text('budget') as DealCreate['budget'],
    source: attribution?.source as DealCreate['source'],
    campaign: attribution?.utmCampaign,
    // The office the visitor meets sets the currency (Washington -> USD); a lead without one: INR.
    currency: OFFICE_CURRENCY[office as keyof typeof OFFICE_CURRENCY] ?? DEFAULT_CURRENCY,
  });
}

/**
 * The stage bookkeeping of a change: entering a stage stamps `enteredStageAt`
 * (the board's order) and its default probability unless one was sent;
 * closing stamps `closedAt` and needs a reason; reopening clears both.
 */
export function applyStage(current: Deal | null, next: Deal, sent: Partial<DealUpdate>, at: string): Deal {
  const moved = !current || current.stage !== next.stage;
  if (!moved) return next;
  const out: Deal = { ...next, enteredStageAt: at };
  if (sent.probability === undefined) out.probability = DEAL_STAGE_PROBABILITY[next.stage];
  if (isClosedStage(next.stage)) {
    if (!sent.reason)
      throw new ValidationError(DEAL_MESSAGES.reasonRequired, { reason: DEAL_MESSAGES.reasonRequired });
    out.closedAt = at;
  } else {
    delete out.closedAt;
    if (current && sent.reason === undefined) delete out.reason;
  }
  return out;
}

/**
 * A deal's owner is a member who can work deals (DEAL_OWNER_ROLES: Sales or
 * SuperAdmin), one directory read (U7). Checked only when the owner is set or
 * changed, so a deal whose owner has since left or changed role stays editable.
 */
export async function assertOwnerIsMember(owner: string | undefined, unchanged?: string): Promise<void> {
  if (!owner || owner === unchanged) return;
  const roles = await memberRolesByEmail(owner);
  if (!roles)
    throw new ValidationError(DEAL_MESSAGES.ownerNotMember, { owner: DEAL_MESSAGES.ownerNotMember });
  if (!roles.some((role) => DEAL_OWNER_ROLES.includes(role)))
    throw new ValidationError(DEAL_MESSAGES.ownerCannotWorkDeals, {
      owner: DEAL_MESSAGES.ownerCannotWorkDeals,
    });
}
