/**
 * Member records: `pk = MEMBER#<sub>`, `sk = MEMBER`; the directory on gsi1
 * (`MEMBERS`, `<email>#<sub>`, e-mail order), which a tombstone leaves.
 * Storage-only: the search text and the tombstone's TTL. The reads and writes
 * of the auth step stay in member-record.ts / member-record-writes.ts; the
 * directory (member-directory.ts) reads through this definition.
 * Access patterns U1–U5, U7.
 */
import type { Role } from '@app/shared/roles';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

/** A staff member's record: the one source of their current roles (its keys live below). */
export interface MemberRecord {
  sub: string;
  email: string;
  displayName?: string;
  roles: Role[];
  /** Cognito's status as last seen: FORCE_CHANGE_PASSWORD until the first sign-in, then CONFIRMED. */
  status: string;
  validAfter: number;
  deleted?: boolean;
  createdAt: string;
  updatedAt: string;
  invitedAt?: string;
}

export const memberKeys = {
  pk: (sub: string) => key('MEMBER', sub),
  sk: 'MEMBER',
  directoryPk: 'MEMBERS',
  directorySk: (email: string, sub: string) => key(email, sub),
};

export const MemberEntity = new Entity({
  name: 'member',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<MemberRecord>()(
      'sub',
      'email',
      'displayName',
      'roles',
      'status',
      'validAfter',
      'deleted',
      'createdAt',
      'updatedAt',
      'invitedAt',
    ),
    sub: string().key(),
    searchText: storageOnly(),
    expiresAt: storageOnly(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ sub }) => memberKeys.pk(sub)),
    sk: string().key().hidden().const(memberKeys.sk),
    gsi1pk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ deleted }) => (deleted ? undefined : memberKeys.directoryPk)),
    gsi1sk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ deleted, email, sub }) =>
        deleted ? undefined : memberKeys.directorySk(String(email), sub),
      ),
  })),
});

export const memberPatterns = {
  U1: 'table',
  U2: 'table',
  U3: 'table',
  U4: 'table',
  U5: 'gsi1',
  U7: 'gsi1',
} as const;
