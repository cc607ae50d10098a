/**
 * Audit entries (append-only): `pk = AUDIT#<requestId>`, `sk = AUDIT`; newest
 * first on gsi1 (`AUDIT`, `<at>#<requestId>`), per member on gsi2
 * (`AUDIT#member#<email>`). The entry has a field `entity` of its own (the
 * feature it changed), so the record type is stored as `entityType`, not in
 * the table's `entity` attribute. Storage-only: `entityType` and the TTL
 * `expiresAt`. Access patterns AU1, AU2.
 */
import type { AuditEntry } from '@app/shared/schemas/audit';
import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const auditKeys = {
  pk: (requestId: string) => key('AUDIT', requestId),
  sk: 'AUDIT',
  allPk: 'AUDIT',
  memberPk: (email: string) => key('AUDIT', 'member', email.toLowerCase()),
  listSk: (at: string, requestId: string) => key(at, requestId),
};

export const AuditEntity = new Entity({
  name: 'auditEntry',
  table,
  timestamps: false,
  entityAttribute: false,
  schema: item({
    ...fieldsOf<AuditEntry>()(
      'id',
      'at',
      'actorSub',
      'actorEmail',
      'action',
      'route',
      'status',
      'entity',
      'entityId',
      'requestId',
      'changes',
    ),
    requestId: string().key(),
    entityType: string().hidden().const('auditEntry'),
    expiresAt: any().hidden().optional(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ requestId }) => auditKeys.pk(requestId)),
    sk: string().key().hidden().const(auditKeys.sk),
    gsi1pk: string().hidden().const(auditKeys.allPk),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ at, requestId }) => auditKeys.listSk(String(at), requestId)),
    gsi2pk: string()
      .hidden()
      .link<typeof prev>(({ actorEmail, actorSub }) => auditKeys.memberPk(String(actorEmail || actorSub))),
    gsi2sk: string()
      .hidden()
      .link<typeof prev>(({ at, requestId }) => auditKeys.listSk(String(at), requestId)),
  })),
});

export const auditPatterns = { AU1: 'table', AU2: ['gsi1', 'gsi2'] } as const;
