import type { LocalStack } from '@app/services/local/stack';
import * as clock from '@app/shared/clock';
import type { MeetingOfficeId } from '@app/shared/leads';
import { listSlots, type OfficeSlot, officeSlotConfig } from '@app/shared/meeting-slots';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/** Creates a confirmed member in the given Cognito groups and returns their ID token. */
async function memberToken(stack: LocalStack, email: string, groups: string[]): Promise<string> {
  const password = 'Member-Passw0rd-123!';
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.runtimeConfig.cognitoEndpoint,
    region: stack.runtimeConfig.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const UserPoolId = stack.runtimeConfig.userPoolId;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
  );
  for (const GroupName of groups)
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
  cognito.destroy();
  return signIn(stack, email, password);
}

let seq = 0;
/** A unique, valid name (letters only) so each test finds its own leads. */
export function uniqueName(prefix = 'Visitor'): string {
  seq += 1;
  const letters = (Date.now() * 1000 + seq)
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('');
  return `${prefix} ${letters}`;
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName(),
    email: 'visitor@example.com',
    contactNo: '+91 98765 43210',
    // Unique: identical submissions (same e-mail and message) within 10 minutes are merged.
    message: `We need a website. (${uniqueName('ref')})`,
    website2: '',
    ...overrides,
  };
}

export function letsConnectBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: uniqueName(),
    email: 'founder@example.com',
    companyName: 'Acme Widgets',
    websiteUrl: 'acme.example.com',
    interest: 'Web Development',
    projectDuration: '3 months',
    budget: '$10K-$25K',
    projectPhase: 'New Project',
    additionalDetails: `A marketplace MVP. (${uniqueName('ref')})`,
    website2: '',
    ...overrides,
  };
}

/** Free slots (both offices) as the API lists them right now. */
export async function freeSlots(stack: LocalStack): Promise<OfficeSlot[]> {
  const res = await api(stack, 'GET', '/contact/meeting-slots');
  if (res.status !== 200) throw new Error(`meeting-slots answered ${res.status}`);
  return res.json.data.slots as OfficeSlot[];
}

/** The schedule-meeting body fields naming a slot. */
export function slotFields(slot: OfficeSlot | undefined): { office: string; slotStart: string } {
  return { office: slot?.office ?? '', slotStart: slot?.start ?? '' };
}

/** Every slot an office offers at `now`, booked or not (for choosing invalid ones). */
export function offeredSlots(now = clock.now(), office: MeetingOfficeId = 'noida'): string[] {
  return listSlots(now, officeSlotConfig(office));
}

// biome-ignore lint/suspicious/noExplicitAny: leads as JSON from the API, asserted field by field in the tests
export type Json = Record<string, any>;

/** Reads every page of a lead list (as the given token) and returns all items. */
export async function allLeads(
  stack: LocalStack,
  token: string,
  path: '/admin/get-contact-leads' | '/admin/get-let-us-connect-leads',
  query = '',
): Promise<Json[]> {
  const items: Json[] = [];
  let cursor: string | null = null;
  do {
    const qs = new URLSearchParams(query);
    qs.set('limit', '100');
    if (cursor) qs.set('cursor', cursor);
    const res = await api(stack, 'GET', `${path}?${qs}`, { token });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
    items.push(...res.json.data.items);
    cursor = res.json.data.nextCursor;
  } while (cursor);
  return items;
}

/**
 * A stack with the rate limit off, the SuperAdmin, a Sales and an HR member,
 * and five contact leads named `<tag> a..e`, stored one after the other so
 * their dates are ordered (the lead list and export tests share it).
 */
export async function startLeadsFixture(tagPrefix: string) {
  const stack = await startTestStack();
  stack.rateLimiter.configure('off');
  const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  // Members of this file's own: the lead list and export files share a worker's stack.
  const who = tagPrefix.toLowerCase();
  const [sales, hr] = await Promise.all([
    memberToken(stack, `seller.${who}@example.com`, ['Sales']),
    memberToken(stack, `recruiter.${who}@example.com`, ['HR']),
  ]);
  /** The dashboard counts before this fixture's leads (other files store leads on the same stack). */
  const countsBefore = (await api(stack, 'GET', '/admin/show-count', { token: sales })).json.data as {
    contactLeads: number;
    meetingLeads: number;
  };
  const tag = uniqueName(tagPrefix);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body: contactBody({ name: `${tag} ${'abcde'[i]}`, email: `${who}.pager${i}@example.com` }),
    });
    ids.push(res.json.data.id);
  }
  return { stack, admin, sales, hr, tag, ids, countsBefore };
}
