import { resetErrorText } from '@app/shared/auth-errors';
import { MESSAGES, OTP_LENGTH } from '@app/shared/constants';
import { passwordResetSchema } from '@app/shared/schemas/auth';
import { Anchor, Button, Group, Input, PasswordInput, PinInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmPasswordReset } from '../api/reset-password';
import { useFormState } from './form-state';

interface Props {
  email: string;
  onDone: (email: string) => void;
  onBack: () => void;
}

/** Step 2 of the reset: the e-mailed OTP and the new password twice. */
export function ResetPasswordForm({ email, onDone, onBack }: Props) {
  const form = useFormState({ email, otp: '', password: '', confirmPassword: '' });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate(passwordResetSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      await confirmPasswordReset(input.email, input.otp, input.password);
      notifications.show({ color: 'green', message: MESSAGES.passwordResetSuccessful });
      onDone(input.email);
    } catch (error) {
      notifications.show({ color: 'red', message: resetErrorText(error as Error) });
      form.setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          If {email} belongs to a staff account, we sent it a {OTP_LENGTH}-digit code. It can take a minute to
          arrive.
        </Text>
        <Input.Wrapper label="OTP" error={form.errors.otp}>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            aria-label="OTP"
            value={form.values.otp}
            error={Boolean(form.errors.otp)}
            onChange={(otp) => form.setValues((v) => ({ ...v, otp }))}
          />
        </Input.Wrapper>
        <PasswordInput label="New password" autoComplete="new-password" {...form.field('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to sign in
          </Anchor>
          <Button type="submit" loading={form.busy}>
            Reset password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
