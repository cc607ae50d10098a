import { LEAD_FORM_LABELS } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import type { ModerationItem } from '@app/shared/schemas/moderation';
import { staffDateTime } from '@app/shared/staff-time';
import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TableScroll } from '../../../components/admin-list/table-scroll';
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
    <TableScroll minWidth={640}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={`Select all: ${label}`}
                checked={all}
                onChange={(e) => onToggle(keys, e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Name / title</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${item.title}`}
                  checked={selected.has(itemKey(item))}
                  onChange={(e) => onToggle([itemKey(item)], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{typeLabel(item)}</Table.Td>
              <Table.Td>
                {item.link ? (
                  <Anchor component={Link} to={item.link}>
                    {item.title}
                  </Anchor>
                ) : (
                  item.title
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {item.detail}
                </Text>
              </Table.Td>
              <Table.Td>{staffDateTime(item.at, zone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
