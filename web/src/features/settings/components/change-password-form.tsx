import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { changePasswordSchema } from '@app/shared/schemas/auth';
import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { changePassword } from '../api/change-password';
import { SettingsForm } from './settings-form';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
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
