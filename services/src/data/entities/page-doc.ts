/**
 * Page documents (issue 31): `pk = PAGE#<id>`, `sk = PAGE`, one item per page
 * staff saved (a page never saved shows its seed, shared/src/pages). The ids
 * are fixed by the code, so every read is a GetItem by key. Access pattern PG1.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key as joinKey } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const pageDocKeys = {
  pk: (id: string) => joinKey('PAGE', id),
  sk: 'PAGE',
};

interface StoredPageDoc {
  id: string;
  content: unknown;
  updatedBy: string;
  updatedAt: string;
  version: number;
  /** A draft beside the live content (issue 31 item 3): `{content, updatedBy, updatedAt, publishAt}`. */
  draft?: unknown;
}

export const PageDocEntity = new Entity({
  name: 'page-doc',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredPageDoc>()('id', 'content', 'updatedBy', 'updatedAt', 'version', 'draft'),
    id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => pageDocKeys.pk(id)),
    sk: string().key().hidden().const(pageDocKeys.sk),
  })),
});

export const pageDocPatterns = { PG1: 'table' } as const;
