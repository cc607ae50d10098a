import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import * as z from '@app/shared/schemas/zod-mini';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';

interface Props<T> {
  /** The card's heading and the form's accessible name. */
  title: string;
  submitLabel: string;
  schema: z.core.$ZodType<T>;
  values: unknown;
  /** Stores the checked values; resolves to the success message. */
  save: (data: T) => Promise<string>;
  /** Runs after the success message (a failure here is reported like a failed save). */
  afterSave?: () => Promise<void>;
  /** The failure message when the server gives none. */
  failure: string;
  /** The fields, given the messages to show under them. */
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * One form of the Settings screen: a titled card whose submit checks the
 * values with the shared schema (messages under the fields), saves, and says
 * how it went; the server's field messages show under the fields too.
 */
export function SettingsForm<T>({
  title,
  submitLabel,
  schema,
  values,
  save,
  afterSave,
  failure,
  children,
}: Props<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(schema, values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      notifications.show({ color: 'green', message: await save(parsed.data) });
      await afterSave?.();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notifications.show({ color: 'red', message: apiErrorMessage(error, failure) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-label={title}>
      <Stack maw={420}>
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children(errors)}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
