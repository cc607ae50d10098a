/**
 * Share-preview links of drafts (issue 31): `pk = PREVIEW#<kind>#<record id>`,
 * `sk = <preview id>`, one item per open link, so a record's links are one
 * Query (PV1) and the public preview one GetItem by the token's key. The item
 * holds the draft rendered as the page will look (refreshed on each draft
 * save), so the public function only reads this table partition. It names the
 * member who made it: `expiresAt` (TTL) per the retention row `previewLink`.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key as joinKey } from '../table';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

export const previewLinkKeys = {
  pk: (kind: string, recordId: string) => joinKey('PREVIEW', kind, recordId),
};

export interface StoredPreviewLink {
  kind: string;
  recordId: string;
  id: string;
  createdBy: string;
  createdAt: string;
  /** When the link stops working (ISO). */
  linkExpiresAt: string;
  html: string;
}

export const PreviewLinkEntity = new Entity({
  name: 'preview-link',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredPreviewLink>()(
      'kind',
      'recordId',
      'id',
      'createdBy',
      'createdAt',
      'linkExpiresAt',
      'html',
    ),
    kind: string().key(),
    recordId: string().key(),
    id: string().key().savedAs('sk'),
    expiresAt: storageOnly(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ kind, recordId }) => previewLinkKeys.pk(kind, recordId)),
  })),
});

export const previewLinkPatterns = { PV1: 'table' } as const;
