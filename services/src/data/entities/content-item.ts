/**
 * Simple content records (testimonials, case studies, our-work projects):
 * `pk = <KIND>#<id>`, `sk = <KIND>`; all of a kind on gsi1 `<KIND>S` by
 * `<sortKey>#<id>`; a kind with published records also puts those on gsi2
 * `<KIND>S#live`. Each kind names its fields (testimonial.ts, case-study.ts,
 * work-project.ts). Access patterns K1, K2.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import type { AnySchema } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { table } from './table';

export interface ContentKind<T> {
  /** `TESTIMONIAL`, `CASE_STUDY`, `WORK`. */
  kind: string;
  /** The stored fields, from `fieldsOf<T>()`. */
  fields: Record<string, AnySchema>;
  /** The list sort key before the id (default: createdAt). */
  sortKey?: (record: T) => string;
  /** Whether the record is on the public (live) list. */
  live?: (record: T) => boolean;
}

export function contentEntity<T extends { _id: string; createdAt: string }>(def: ContentKind<T>) {
  const sortKey = def.sortKey ?? ((r: T) => r.createdAt);
  const live = def.live;
  return new Entity({
    name: def.kind.toLowerCase(),
    table,
    timestamps: false,
    entityAttribute: { hidden: true },
    schema: item({ ...def.fields, _id: string().key() }).and((prev) => ({
      pk: string()
        .key()
        .hidden()
        .link<typeof prev>(({ _id }) => key(def.kind, _id)),
      sk: string().key().hidden().const(def.kind),
      gsi1pk: string().hidden().const(`${def.kind}S`),
      gsi1sk: string()
        .hidden()
        .link<typeof prev>((record) => key(sortKey(record as unknown as T), record._id)),
      gsi2pk: string()
        .hidden()
        .optional()
        .link<typeof prev>((record) => (live?.(record as unknown as T) ? `${def.kind}S#live` : undefined)),
      gsi2sk: string()
        .hidden()
        .optional()
        .link<typeof prev>((record) =>
          live?.(record as unknown as T) ? key(sortKey(record as unknown as T), record._id) : undefined,
        ),
    })),
  });
}

export const contentPatterns = { K1: ['table'], K2: ['gsi1', 'gsi2'] } as const;
