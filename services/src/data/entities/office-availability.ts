/**
 * Office availability (issue 30, item 4): `pk = OFFICE#<id>`, `sk =
 * AVAILABILITY`, one item per office. The office's contact card will sit
 * beside it under the same pk with its own sk, so the two never conflict.
 * Access pattern OA1.
 */
import type { OfficeAvailability } from '@app/shared/schemas/office-availability';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const availabilityKeys = {
  pk: (id: string) => key('OFFICE', id),
  sk: 'AVAILABILITY',
};

export const OfficeAvailabilityEntity = new Entity({
  name: 'officeAvailability',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<OfficeAvailability>()(
      'id',
      'version',
      'name',
      'timeZone',
      'workingDays',
      'dayStart',
      'dayEnd',
      'bufferMinutes',
      'minNoticeMinutes',
      'daysAhead',
      'slotMinutes',
      'closures',
      'updatedAt',
      'updatedBy',
    ),
    id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => availabilityKeys.pk(id)),
    sk: string().key().hidden().const(availabilityKeys.sk),
  })),
});

export const availabilityPatterns = { OA1: 'table' } as const;
