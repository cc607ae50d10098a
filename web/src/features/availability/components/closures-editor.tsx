import type { OfficeClosureDay } from '@app/shared/schemas/office-availability';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  officeName: string;
  closures: OfficeClosureDay[];
  errors: Record<string, string>;
  /** The office's own today ('YYYY-MM-DD'): past closures are folded away. */
  today: string;
  onChange: (closures: OfficeClosureDay[]) => void;
}

/** An office's holidays and closures: upcoming ones listed with Remove, and a row to add one. */
export function ClosuresEditor({ officeName, closures, errors, today, onChange }: Props) {
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const upcoming = closures
    .map((c, index) => ({ ...c, index }))
    .filter((c) => c.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const add = () => {
    if (!date || !name.trim()) return;
    onChange([...closures, { date, name: name.trim() }]);
    setDate('');
    setName('');
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Holidays and closures
      </Text>
      {upcoming.length === 0 && (
        <Text size="sm" c="dimmed">
          No upcoming closures.
        </Text>
      )}
      {upcoming.map((c) => (
        <Group key={`${c.date}:${c.index}`} gap="xs" wrap="nowrap">
          <Text size="sm" w={110} ff="monospace">
            {c.date}
          </Text>
          <Text size="sm" style={{ flex: 1 }}>
            {c.name}
          </Text>
          {(errors[`closures.${c.index}.date`] || errors[`closures.${c.index}.name`]) && (
            <Text size="xs" c="red">
              {errors[`closures.${c.index}.date`] ?? errors[`closures.${c.index}.name`]}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${c.name} on ${c.date} (${officeName})`}
            onClick={() => onChange(closures.filter((_, i) => i !== c.index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="end" wrap="wrap">
        <TextInput
          label="Closed on"
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <TextInput
          label="Reason"
          placeholder="e.g. Team offsite"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 160 }}
        />
        <Button variant="light" onClick={add} disabled={!date || !name.trim()}>
          Add closure
        </Button>
      </Group>
      {errors.closures && (
        <Text size="xs" c="red">
          {errors.closures}
        </Text>
      )}
    </Stack>
  );
}
