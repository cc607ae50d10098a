import {
  CONTACT_FLAGS,
  DEMO_CONTACTS,
  isPlaceholderAddress,
  isPublicAddress,
  OFFICE_IDS,
  type PublicContacts,
} from '@app/shared/company-contacts';

/**
 * The stage's mail addresses, each set by its own `-c` flag. Dev runs on the
 * demo addresses (example.com, never delivered); a stage with
 * `requireRealAddresses` refuses to synthesise while any is unset or a
 * placeholder, and names every flag to set in one error, so a first prod
 * deploy cannot mail leads to example.com or publish example.com contacts.
 */
export interface StageAddresses {
  readonly salesInbox: string;
  readonly hrInbox: string;
  readonly from?: string;
  readonly alarmEmail?: string;
  readonly contacts: PublicContacts;
}

/** Flag name → what it is for, in the order the error lists them. */
const PURPOSE: Record<string, string> = {
  salesInbox: 'lead notifications',
  hrInbox: 'job application notifications',
  mailFrom: 'sender of every mail, on a domain verified in SES',
  alarmEmail: 'alarm topic subscription',
  [CONTACT_FLAGS.hello]: 'public general address',
  [CONTACT_FLAGS.privacy]: 'public privacy address',
  [CONTACT_FLAGS.noida]: 'Noida office address',
  [CONTACT_FLAGS.washington]: 'Washington office address',
};

export const DEMO_ADDRESSES: StageAddresses = {
  salesInbox: 'sales@example.com',
  hrInbox: 'hr@example.com',
  contacts: DEMO_CONTACTS,
};

/** Reads the address flags over `base`; `read(flag)` is the trimmed `-c` value or undefined. */
export function readAddresses(base: StageAddresses, read: (flag: string) => string | undefined) {
  const contact = (flag: string, fallback: string) => read(flag) ?? fallback;
  return {
    salesInbox: read('salesInbox') ?? base.salesInbox,
    hrInbox: read('hrInbox') ?? base.hrInbox,
    from: read('mailFrom') ?? base.from,
    alarmEmail: read('alarmEmail') ?? base.alarmEmail,
    contacts: {
      hello: contact(CONTACT_FLAGS.hello, base.contacts.hello),
      privacy: contact(CONTACT_FLAGS.privacy, base.contacts.privacy),
      offices: Object.fromEntries(
        OFFICE_IDS.map((id) => [id, contact(CONTACT_FLAGS[id], base.contacts.offices[id])]),
      ) as PublicContacts['offices'],
    },
  } satisfies StageAddresses;
}

function byFlag(a: StageAddresses): Array<[string, string | undefined]> {
  return [
    ['salesInbox', a.salesInbox],
    ['hrInbox', a.hrInbox],
    ['mailFrom', a.from],
    ['alarmEmail', a.alarmEmail],
    [CONTACT_FLAGS.hello, a.contacts.hello],
    [CONTACT_FLAGS.privacy, a.contacts.privacy],
    ...OFFICE_IDS.map((id): [string, string] => [CONTACT_FLAGS[id], a.contacts.offices[id]]),
  ];
}

/**
 * Throws on any malformed address; with `requireReal`, also on any unset or
 * placeholder one, naming each flag with what it is for.
 */
export function checkAddresses(stage: string, a: StageAddresses, requireReal: boolean): void {
  for (const [flag, value] of byFlag(a)) {
    if (value !== undefined && !isPublicAddress(value)) {
      throw new Error(`${flag} must be an e-mail address, got "${value}"`);
    }
  }
  if (!requireReal) return;
  const wrong = byFlag(a).filter(([, value]) => value === undefined || isPlaceholderAddress(value));
  if (wrong.length === 0) return;
  const lines = wrong.map(
    ([flag, value]) =>
      `  -c ${flag}=…  (${PURPOSE[flag]}; ${value === undefined ? 'unset' : `now ${value}`})`,
  );
  throw new Error(
    `Stage ${stage} refuses to deploy with unset or placeholder addresses (example.com, example.org, .invalid…): ` +
      `set each on a real domain:\n${lines.join('\n')}\n(infra/README.md › Stage settings)`,
  );
}
