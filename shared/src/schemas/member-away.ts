/**
 * Members' out-of-office days (issue 30, item 4), set by Sales on
 * /admin/availability beside the offices: the days a Sales member takes no
 * new leads or meetings (the rotation of item 5 reads them). Staff personal
 * data: the record expires 90 days after its last day.
 */
import { isoDateField } from './common';
import * as z from './zod-mini';

export const MEMBER_AWAY_LIMITS = { days: 120 } as const;

export const MEMBER_AWAY_MESSAGES = {
  stale: "Someone else changed this member's days since you opened them. Reload and make your change again.",
  notSales: 'Only Sales members have out-of-office days here.',
  tooMany: `Keep at most ${MEMBER_AWAY_LIMITS.days} days.`,
  saved: 'Out-of-office days saved.',
} as const;

export const memberAwayUpdateSchema = z.object({
  days: z
    .array(isoDateField())
    .check(z.maxLength(MEMBER_AWAY_LIMITS.days, { error: MEMBER_AWAY_MESSAGES.tooMany })),
  version: z.number({ error: 'version is required.' }).check(z.int(), z.gte(0)),
});
export type MemberAwayUpdate = z.infer<typeof memberAwayUpdateSchema>;

/** One member's out-of-office days ('YYYY-MM-DD', ascending); version 0 when never saved. */
export interface MemberAway {
  email: string;
  days: string[];
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** A Sales member as the availability screen lists them, with their days. */
export interface SalesMemberAway extends MemberAway {
  displayName?: string;
}
