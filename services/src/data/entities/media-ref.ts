/**
 * Image references: `pk = MEDIA#<site path>`, `sk = MEDIA`, `usedBy` once an
 * item saved with the image; until then on gsi1 `MEDIA#unattached` by upload
 * time (the sweep's list). Access patterns M1, M2.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export interface MediaRef {
  path: string;
  uploadedBy: string;
  createdAt: string;
  /** The owning item, e.g. `blog#<id>`, once saved. */
  usedBy?: string;
  /** Set once the variants exist (shared/src/media-variants.ts): the upright size and WebP widths. */
  width?: number;
  height?: number;
  widths?: number[];
  /** Focal point in 0..1 (card and Open Graph crops); unset is the centre. */
  focusX?: number;
  focusY?: number;
  /** VARIANT_VERSION of the stored set; the backfill re-makes older ones. */
  variantVersion?: number;
}

export const mediaKeys = {
  pk: (path: string) => key('MEDIA', path),
  sk: 'MEDIA',
  unattachedPk: 'MEDIA#unattached',
};

export const MediaRefEntity = new Entity({
  name: 'media',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<MediaRef>()(
      'path',
      'uploadedBy',
      'createdAt',
      'usedBy',
      'width',
      'height',
      'widths',
      'focusX',
      'focusY',
      'variantVersion',
    ),
    path: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ path }) => mediaKeys.pk(path)),
    sk: string().key().hidden().const(mediaKeys.sk),
    gsi1pk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ usedBy }) => (usedBy ? undefined : mediaKeys.unattachedPk)),
    gsi1sk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ usedBy, createdAt, path }) =>
        usedBy ? undefined : key(String(createdAt), path),
      ),
  })),
});

export const mediaPatterns = { M1: ['table', 'gsi1'], M2: 'gsi1' } as const;
