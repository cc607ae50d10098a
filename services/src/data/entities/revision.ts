/**
 * Revisions of content records (issue 31): one item per saved version,
 * `pk = REV#<kind>#<record id>`, `sk = <version, zero-padded>` so one Query
 * reads a record's history newest first. Kept beside the record's own item,
 * not in it, so a record stays small; deleting a record deletes its
 * partition. Access pattern RV1.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { key as joinKey } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const revisionKeys = {
  pk: (kind: string, recordId: string) => joinKey('REV', kind, recordId),
  sk: (version: number) => String(version).padStart(10, '0'),
};

export interface StoredRevision {
  kind: string;
  recordId: string;
  version: number;
  content: unknown;
  by: string;
  at: string;
  summary: string;
}

export const RevisionEntity = new Entity({
  name: 'revision',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredRevision>()('kind', 'recordId', 'version', 'content', 'by', 'at', 'summary'),
    kind: string().key(),
    recordId: string().key(),
    version: number().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ kind, recordId }) => revisionKeys.pk(kind, recordId)),
    sk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ version }) => revisionKeys.sk(version)),
  })),
});

export const revisionPatterns = { RV1: 'table' } as const;
