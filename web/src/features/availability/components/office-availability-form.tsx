import * as clock from '@app/shared/clock';
import {
  AVAILABILITY_MESSAGES,
  type AvailabilityUpdate,
  availabilityUpdateSchema,
  type OfficeAvailability,
} from '@app/shared/schemas/office-availability';
import { zonedDay } from '@app/shared/zoned-time';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveAvailability } from '../api/availability';
import { ClosuresEditor } from './closures-editor';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const resolve = schemaResolver(availabilityUpdateSchema);

const draftOf = (o: OfficeAvailability): AvailabilityUpdate => ({
  version: o.version,
  name: o.name,
  timeZone: o.timeZone,
  workingDays: o.workingDays,
  dayStart: o.dayStart,
  dayEnd: o.dayEnd,
  bufferMinutes: o.bufferMinutes,
  minNoticeMinutes: o.minNoticeMinutes,
  daysAhead: o.daysAhead,
  closures: o.closures,
});

/** One office's availability; saved whole at the version it was read (a stale save says so). */
export function OfficeAvailabilityForm({ office }: { office: OfficeAvailability }) {
  const form = useForm<AvailabilityUpdate>({ initialValues: draftOf(office), validate: resolve });
  const errors = form.errors as Record<string, string>;
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveAvailability();
  const v = form.values;
  const minutes = (name: 'bufferMinutes' | 'minNoticeMinutes') => ({
    value: v[name],
    error: errors[name],
    min: 0,
    onChange: (n: number | string) => form.setFieldValue(name, typeof n === 'number' ? n : 0),
  });

  const submit = form.onSubmit(async (values) => {
    setConflict(null);
    try {
      await save.run(office.id, availabilityUpdateSchema.parse(values));
      notifications.show({ color: 'green', message: `${values.name}: ${AVAILABILITY_MESSAGES.saved}` });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(error.message);
      else if (isApiError(error) && Object.keys(error.errors).length > 0) form.setErrors(error.errors);
      else
        notifications.show({ color: 'red', message: apiErrorMessage(error, 'Could not save availability') });
    }
  });

  return (
    <Card withBorder component="section" aria-label={office.name}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {office.name}
          </Title>
          {conflict && (
            <Alert color="yellow" title="Changed by someone else">
              {conflict}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Office name" required {...form.getInputProps('name')} />
            <TextInput
              label="Time zone"
              required
              description="IANA zone"
              {...form.getInputProps('timeZone')}
            />
            <TextInput
              label="Day starts"
              type="time"
              step={1800}
              required
              {...form.getInputProps('dayStart')}
            />
            <TextInput label="Day ends" type="time" step={1800} required {...form.getInputProps('dayEnd')} />
            <NumberInput label="Buffer between meetings (minutes)" step={15} {...minutes('bufferMinutes')} />
            <NumberInput label="Minimum notice (minutes)" step={60} {...minutes('minNoticeMinutes')} />
            <NumberInput
              label="Booking window (days ahead)"
              min={1}
              value={v.daysAhead}
              error={errors.daysAhead}
              onChange={(n) => form.setFieldValue('daysAhead', typeof n === 'number' ? n : 0)}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Working days"
            value={v.workingDays.map(String)}
            error={errors.workingDays}
            onChange={(days) => form.setFieldValue('workingDays', days.map(Number).sort())}
          >
            <Group gap="sm" mt={4}>
              {WEEKDAYS.map((d, i) => (
                <Checkbox key={d} value={String(i + 1)} label={d} />
              ))}
            </Group>
          </Checkbox.Group>
          <ClosuresEditor
            officeName={office.name}
            closures={v.closures}
            errors={errors}
            today={zonedDay(clock.now(), office.timeZone)}
            onChange={(closures) => form.setFieldValue('closures', closures)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save {office.name}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
