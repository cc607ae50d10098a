import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { MESSAGES } from '@app/shared/constants';
import { newPasswordPairSchema } from '@app/shared/schemas/auth';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { completeNewPassword } from '../api/sign-in';
import { useFormState } from './form-state';
import { useCompleteSignIn } from './use-complete-sign-in';

/** First sign-in of an invited member (Cognito NEW_PASSWORD_REQUIRED): they choose their password. */
export function NewPasswordForm({ email }: { email: string }) {
  const form = useFormState({ password: '', confirmPassword: '' });
  const complete = useCompleteSignIn();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate(newPasswordPairSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      const result = await completeNewPassword(input.password);
      if (result.kind !== 'signedIn') throw new Error('Cognito asked for a new password again');
      await complete(result.idToken, MESSAGES.accountCreated);
    } catch (error) {
      const name = (error as { name?: string }).name;
      const text =
        name === 'InvalidPasswordException' ? AUTH_TEXTS.passwordPolicy : MESSAGES.somethingWentWrong;
      notifications.show({ color: 'red', message: text });
      form.setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Welcome, {email}. Choose your own password to create your account.
        </Text>
        <PasswordInput label="New password" autoComplete="new-password" {...form.field('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" loading={form.busy}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
