/**
 * Booked meeting slots: `pk = MEETING_SLOT#<office>#<start>`, `sk = SLOT`;
 * on gsi1 by month of the start (`MEETING_SLOTS#YYYY-MM`, `<start>#<office>`).
 * Items from before slots carried an office (`pk = MEETING_SLOT#<start>`, no
 * `office`) are read as Noida's by meeting-slot.ts. Access patterns L5, L6.
 */
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export interface StoredSlot extends OfficeSlot {
  end: string;
  leadId: string;
  /** Absent on items from before claims: those count as confirmed. */
  confirmed?: boolean;
  bookedAt: string;
}

export const slotKeys = {
  pk: (slot: OfficeSlot) => key('MEETING_SLOT', slot.office, slot.start),
  sk: 'SLOT',
  monthPk: (start: string) => key('MEETING_SLOTS', start.slice(0, 7)),
  monthSk: (slot: OfficeSlot) => key(slot.start, slot.office),
};

export const MeetingSlotEntity = new Entity({
  name: 'meetingSlot',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredSlot>()('end', 'leadId', 'confirmed', 'bookedAt', 'office', 'start'),
    // Optional: slots booked before offices existed have none (Noida's, see meeting-slot.ts).
    office: string().key().optional(),
    start: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>((slot) => slotKeys.pk(slot as OfficeSlot)),
    sk: string().key().hidden().const(slotKeys.sk),
    gsi1pk: string()
      .hidden()
      .link<typeof prev>(({ start }) => slotKeys.monthPk(start)),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>((slot) => slotKeys.monthSk(slot as OfficeSlot)),
  })),
});

export const meetingSlotPatterns = { L5: 'table', L6: 'gsi1' } as const;
