import { signInErrorText } from '@app/shared/auth-errors';
import { MESSAGES } from '@app/shared/constants';
import { loginSchema } from '@app/shared/schemas/auth';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { signInWithPassword } from '../api/sign-in';
import { useFormState } from './form-state';
import { useCompleteSignIn } from './use-complete-sign-in';

interface Props {
  email: string;
  onNewPasswordRequired: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ email, onNewPasswordRequired, onForgotPassword }: Props) {
  const form = useFormState({ email, password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const complete = useCompleteSignIn();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.validate(loginSchema);
    if (!input) return;
    form.setBusy(true);
    setFailure(null);
    try {
      const result = await signInWithPassword(input.email, input.password);
      if (result.kind === 'newPasswordRequired') onNewPasswordRequired(input.email);
      else await complete(result.idToken, MESSAGES.loginSuccessful);
    } catch (error) {
      // One feedback (issue 27, item 9): the reason stays above the form, no toast repeating it.
      setFailure(signInErrorText(error as Error));
      form.setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email)}
          >
            Forgot password?
          </Anchor>
          <Button type="submit" loading={form.busy}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
