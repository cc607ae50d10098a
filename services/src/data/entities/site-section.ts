/**
 * Site sections: `pk = SECTION#<key>`, `sk = SECTION`, all on gsi1
 * `SECTIONS` by key (a handful of items). Access pattern K4.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key as joinKey } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const sectionKeys = {
  pk: (sectionKey: string) => joinKey('SECTION', sectionKey),
  sk: 'SECTION',
  listPk: 'SECTIONS',
};

interface StoredSection {
  key: string;
  values: unknown;
  updatedBy: string;
  updatedAt: string;
  version: number;
  /** When the section backfill moved these values into its page document (section-fold-backfill.ts). */
  foldedAt?: string;
}

export const SectionEntity = new Entity({
  name: 'section',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredSection>()('key', 'values', 'updatedBy', 'updatedAt', 'version', 'foldedAt'),
    key: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ key }) => sectionKeys.pk(key)),
    sk: string().key().hidden().const(sectionKeys.sk),
    gsi1pk: string().hidden().const(sectionKeys.listPk),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ key }) => key),
  })),
});

export const sectionPatterns = { K4: 'gsi1' } as const;
