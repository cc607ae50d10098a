import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { signOutEverywhere } from '../api/sign-out-everywhere';

/**
 * "Sign out everywhere" (issue 25): ends the member's sessions on every
 * device, this one included (the server moves validAfter and signs them out
 * of Cognito). The menu's Logout ends this device's session only.
 */
export function SignOutEverywhereCard() {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const result = await signOutEverywhere();
      notifications.show({ color: 'green', message: result.message || AUTH_TEXTS.signedOutEverywhere });
      await signOut();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, AUTH_TEXTS.signOutEverywhereFailed),
      });
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" aria-label="Sessions">
      <Title order={2} fz="h4" mb="sm">
        Sessions
      </Title>
      <Text size="sm" mb="md">
        Signed in on another computer or phone, or lost one? Sign out everywhere ends every session, this one
        included; you then sign in again.
      </Text>
      <Group justify="flex-end">
        <Button color="red" variant="light" loading={busy} onClick={() => void run()}>
          Sign out everywhere
        </Button>
      </Group>
    </Paper>
  );
}
