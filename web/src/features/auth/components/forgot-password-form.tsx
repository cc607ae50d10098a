import { isAccountRefusal, sendOtpErrorText } from '@app/shared/auth-errors';
import { MESSAGES } from '@app/shared/constants';
import { forgotPasswordSchema } from '@app/shared/schemas/auth';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { requestPasswordOtp } from '../api/reset-password';
import { useFormState } from './form-state';

interface Props {
  email: string;
  onSent: (email: string) => void;
  onBack: () => void;
}

/** Step 1 of the reset: Cognito e-mails a 6-digit OTP; the answer is the same whether the e-mail is a member's or not. */
export function ForgotPasswordForm({ email, onSent, onBack }: Props) {
  const form = useFormState({ email });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate(forgotPasswordSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      await requestPasswordOtp(input.email);
    } catch (error) {
      // Unknown e-mail, or an account that cannot reset: answered like a sent code (no enumeration).
      if (!isAccountRefusal(error as Error)) {
        notifications.show({ color: 'red', message: sendOtpErrorText(error as Error) });
        form.setBusy(false);
        return;
      }
    }
    notifications.show({ color: 'green', message: MESSAGES.otpSent });
    onSent(input.email);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter your e-mail and we will send you a 6-digit code to reset your password.
        </Text>
        <TextInput label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to sign in
          </Anchor>
          <Button type="submit" loading={form.busy}>
            Send OTP
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
