import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { changePasswordSchema } from '@app/shared/schemas/auth';
import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { changePassword } from '../api/change-password';
import { SettingsForm } from './settings-form';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The server ends every session of the member once the password changes
 * (issue 25), this one too: the form signs in again with the new password,
 * so the member carries on where they were.
 */
export function ChangePasswordForm() {
  const { renewSession } = useAuth();
  const [values, setValues] = useState(EMPTY);
  return (
    <SettingsForm
      title="Change password"
      submitLabel="Change password"
      schema={changePasswordSchema}
      values={values}
      failure={AUTH_TEXTS.failedToChangePassword}
      save={async (data) => {
        const result = await changePassword(data);
        setValues(EMPTY);
        await renewSession(data.password);
        return result.message || AUTH_TEXTS.passwordChanged;
      }}
    >
      {(errors) => {
        const field = (name: keyof typeof EMPTY) => ({
          value: values[name],
          error: errors[name],
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [name]: value }));
          },
        });
        return (
          <>
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
          </>
        );
      }}
    </SettingsForm>
  );
}
