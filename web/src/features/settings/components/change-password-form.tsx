import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { changePasswordSchema } from '@app/shared/schemas/auth';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { changePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await changePassword(parsed.data);
      notifications.show({ color: 'green', message: result.message || AUTH_TEXTS.passwordChanged });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, AUTH_TEXTS.failedToChangePassword),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Change password"
    >
      <Stack maw={420}>
        <Title order={2} fz="h4">
          Change password
        </Title>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...field('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
