import { LEAD_FORM_LABELS } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import type { ModerationItem } from '@app/shared/schemas/moderation';
import { staffDateTime } from '@app/shared/staff-time';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { useStaffZone } from '../../../lib/staff-zone';

const KIND_LABEL: Record<ModerationItem['kind'], string> = {
  contactLead: LEAD_FORM_LABELS.contact,
  meetingLead: 'Meeting lead',
  blogPost: 'Blog post',
  caseStudy: 'Case study',
};

/** A lead reads as its own kind (a booked meeting is not a let's-connect enquiry). */
const typeLabel = (item: ModerationItem) => (item.form ? LEAD_FORM_LABELS[item.form] : KIND_LABEL[item.kind]);

export const itemKey = (i: Pick<ModerationItem, 'kind' | 'id'>) => `${i.kind}:${i.id}`;

/** One moderation list with a checkbox per row (and one for all). */
export function ModerationTable({
  label,
  items,
  selected,
  onToggle,
}: {
  label: string;
  items: ModerationItem[];
  selected: Set<string>;
  onToggle: (keys: string[], on: boolean) => void;
}) {
  const zone = useStaffZone();
  if (items.length === 0) return <Text>{MESSAGES.noDataFound}</Text>;
  const keys = items.map(itemKey);
  const all = keys.every((k) => selected.has(k));
  return (
    <AdminTable<ModerationItem>
      label={label}
      rows={items}
      rowKey={itemKey}
      panelTitle={(item) => item.title}
      columns={[
        {
          header: 'Select',
          notInPanel: true,
          headerCell: (
            <Checkbox
              aria-label={`Select all: ${label}`}
              checked={all}
              onChange={(e) => onToggle(keys, e.currentTarget.checked)}
            />
          ),
          cell: (item) => (
            <Checkbox
              aria-label={`Select ${item.title}`}
              checked={selected.has(itemKey(item))}
              onChange={(e) => onToggle([itemKey(item)], e.currentTarget.checked)}
            />
          ),
        },
        { header: 'Type', cell: (item) => typeLabel(item) },
        {
          header: 'Name / title',
          cell: (item) =>
            item.link ? (
              <Anchor component={Link} to={item.link}>
                {item.title}
              </Anchor>
            ) : (
              item.title
            ),
        },
        {
          header: 'Details',
          cell: (item) => (
            <Text size="sm" lineClamp={2}>
              {item.detail}
            </Text>
          ),
        },
        { header: 'Date', cell: (item) => staffDateTime(item.at, zone) },
      ]}
    />
  );
}
