import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { MESSAGES } from '@app/shared/constants';
import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { newAccountSchema } from '@app/shared/schemas/auth';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { setAuthToken } from '../../../lib/api-client';
import { saveDisplayName } from '../../../lib/auth-profile';
import { completeNewPassword } from '../api/sign-in';
import { useFormState } from './form-state';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * First sign-in of an invited member (Cognito NEW_PASSWORD_REQUIRED): they
 * give the name the site shows for them (the byline of their posts) and
 * choose their password.
 */
export function NewPasswordForm({ email }: { email: string }) {
  const form = useFormState({ displayName: '', password: '', confirmPassword: '' });
  const complete = useCompleteSignIn();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate(newAccountSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      const result = await completeNewPassword(input.password);
      if (result.kind !== 'signedIn') throw new Error('Cognito asked for a new password again');
      setAuthToken(result.idToken);
      // The account exists now: a failed name save is reported but does not stop the sign-in.
      await saveDisplayName(input.displayName).catch(() =>
        notifications.show({ color: 'red', message: MEMBER_TEXTS.failedToSaveDisplayName }),
      );
      await complete(result.idToken, MESSAGES.accountCreated);
    } catch (error) {
      const errorName = (error as { name?: string }).name;
      const text =
        errorName === 'InvalidPasswordException' ? AUTH_TEXTS.passwordPolicy : MESSAGES.somethingWentWrong;
      notifications.show({ color: 'red', message: text });
      form.setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Welcome, {email}. Tell us your name and choose your own password to create your account.
        </Text>
        <TextInput
          label="Your name"
          description="Shown as the author of what you publish."
          autoComplete="name"
          maxLength={80}
          {...form.field('displayName')}
        />
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
