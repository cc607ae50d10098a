import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { DISPLAY_NAME_MAX, displayNameSchema } from '@app/shared/schemas/member';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { saveDisplayName } from '../../../lib/auth-profile';
import { apiErrorMessage } from '../../../lib/notify-api-error';

/** The member's display name: the byline of their posts (asked at first sign-in, changed here). */
export function DisplayNameForm() {
  const auth = useAuth();
  const current = typeof auth.user?.displayName === 'string' ? auth.user.displayName : '';
  const [value, setValue] = useState(current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse({ displayName: value });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveDisplayName(parsed.data.displayName);
      setValue(parsed.data.displayName);
      notifications.show({ color: 'green', message: MEMBER_TEXTS.displayNameSaved });
      await auth.refreshProfile();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, MEMBER_TEXTS.failedToSaveDisplayName),
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
      aria-label="Display name"
    >
      <Stack maw={420}>
        <Title order={2} fz="h4">
          Display name
        </Title>
        <TextInput
          label="Display name"
          description="Shown as the author of what you publish."
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          value={value}
          error={errors.displayName}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Save name
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
