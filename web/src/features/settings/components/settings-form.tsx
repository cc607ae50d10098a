import * as z from '@app/shared/schemas/zod-mini';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';

type Values = Record<string, unknown>;

interface Props<V extends Values, T> {
  /** The card's heading and the form's accessible name. */
  title: string;
  submitLabel: string;
  schema: z.core.$ZodType<T>;
  initialValues: V;
  /** Stores the checked values (and may reset the form); resolves to the success message. */
  save: (data: T, form: UseFormReturnType<V>) => Promise<string>;
  /** Runs after the success message (a failure here is reported like a failed save). */
  afterSave?: () => Promise<void>;
  /** The failure message when the server gives none. */
  failure: string;
  /** The fields, bound to the form (`form.getInputProps(name)`: value, change, message). */
  children: (form: UseFormReturnType<V>) => ReactNode;
}

/**
 * One form of the Settings screen: a titled card (@mantine/form) whose submit
 * checks the values with the shared schema (its messages under the fields),
 * saves, and says how it went; the server's field messages show there too.
 */
export function SettingsForm<V extends Values, T>({
  title,
  submitLabel,
  schema,
  initialValues,
  save,
  afterSave,
  failure,
  children,
}: Props<V, T>) {
  const form = useForm<V>({ initialValues, validate: schemaResolver(schema) });
  const [saving, setSaving] = useState(false);
  const summary = useErrorSummary();

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      notifications.show({ color: 'green', message: await save(z.parse(schema, values), form) });
      await afterSave?.();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // Field errors show under their fields and in the summary, not again in a toast (issue 27, item 9).
      if (fields) {
        form.setErrors(fields);
        summary.failed();
      } else notifications.show({ color: 'red', message: apiErrorMessage(error, failure) });
    } finally {
      setSaving(false);
    }
  }, summary.failed);

  return (
    <Paper
      ref={summary.formRef}
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <Stack maw={420}>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        {children(form)}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
