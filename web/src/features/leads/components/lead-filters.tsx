import { LEAD_FORM_LABELS, LEAD_STATUSES, MEETING_LEAD_FORMS } from '@app/shared/leads';
import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import type { LeadFilters as Filters } from './use-lead-list';

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
  onExport: () => void;
  exporting: boolean;
  searchLabel: string;
  /** Show the kind filter (the schedule-meeting list: meetings and let's-connect enquiries). */
  kindFilter?: boolean;
}

/** Search, date range (days, inclusive), status, "My leads", Overdue and CSV export of the filtered list. */
export function LeadFilters({ value, onChange, onExport, exporting, searchLabel, kindFilter }: Props) {
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchLabel}
        value={value.q}
        onChange={(e) => set({ q: e.currentTarget.value })}
        style={{ flex: '1 1 16rem' }}
      />
      <TextInput
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set({ from: e.currentTarget.value })}
      />
      <TextInput
        label="To"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => set({ to: e.currentTarget.value })}
      />
      <NativeSelect
        label="Status"
        value={value.status}
        data={[{ value: '', label: 'All' }, ...LEAD_STATUSES]}
        onChange={(e) => set({ status: e.currentTarget.value as Filters['status'] })}
      />
      {kindFilter ? (
        <NativeSelect
          label="Kind"
          value={value.form}
          data={[
            { value: '', label: 'All' },
            ...MEETING_LEAD_FORMS.map((form) => ({ value: form, label: LEAD_FORM_LABELS[form] })),
          ]}
          onChange={(e) => set({ form: e.currentTarget.value as Filters['form'] })}
        />
      ) : null}
      <Group gap="md" pb={8}>
        <Checkbox
          label="My leads"
          checked={value.mine}
          onChange={(e) => set({ mine: e.currentTarget.checked })}
        />
        <Checkbox
          label="Overdue"
          checked={value.overdue}
          onChange={(e) => set({ overdue: e.currentTarget.checked })}
        />
      </Group>
      <Button variant="default" onClick={onExport} loading={exporting}>
        Export CSV
      </Button>
    </Group>
  );
}
