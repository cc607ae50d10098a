import { revokeMemberTokens } from '../data/member-record-writes';
import { signOutEverywhere } from '../data/members';
import { forgetMember } from './current-member';

/**
 * Ends every session a member has (issue 25 finding 2): after a password
 * change or reset, and for "sign out everywhere". Two steps, both needed:
 * - validAfter moves to now, so the server refuses every ID token issued
 *   before (within 5 s on other warm Lambdas: lib/current-member.ts);
 * - Cognito's global sign-out, so no refresh token mints a new ID token
 *   (which validAfter would accept, being newer).
 * `username` is what Cognito knows the member by (the sub works in AWS and
 * locally); `userPoolId` comes from the trigger event in the pool's own trigger.
 */
export async function endEverySession(
  member: { sub: string; username?: string; userPoolId?: string },
  now = new Date(),
): Promise<void> {
  await revokeMemberTokens(member.sub, now);
  forgetMember(member.sub);
  await signOutEverywhere(member.username ?? member.sub, member.userPoolId);
}
