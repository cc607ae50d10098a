import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { DISPLAY_NAME_MAX, displayNameSchema } from '@app/shared/schemas/member';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { saveDisplayName } from '../../../lib/auth-profile';
import { SettingsForm } from './settings-form';

/** The member's display name: the byline of their posts (asked at first sign-in, changed here). */
export function DisplayNameForm() {
  const auth = useAuth();
  const current = typeof auth.user?.displayName === 'string' ? auth.user.displayName : '';
  const [value, setValue] = useState(current);
  return (
    <SettingsForm
      title="Display name"
      submitLabel="Save name"
      schema={displayNameSchema}
      values={{ displayName: value }}
      failure={MEMBER_TEXTS.failedToSaveDisplayName}
      save={async ({ displayName }) => {
        await saveDisplayName(displayName);
        setValue(displayName);
        return MEMBER_TEXTS.displayNameSaved;
      }}
      afterSave={auth.refreshProfile}
    >
      {(errors) => (
        <TextInput
          label="Display name"
          description="Shown as the author of what you publish."
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          value={value}
          error={errors.displayName}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      )}
    </SettingsForm>
  );
}
