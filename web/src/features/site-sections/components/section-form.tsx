import { MESSAGES } from '@app/shared/messages';
import { SECTION_MESSAGES, type SectionDef, type SectionValues } from '@app/shared/site-sections';
import { Anchor, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { editSection, resetSection, SECTION_IMAGE_ROUTES } from '../api/edit-section';

const IMAGE_MESSAGES = {
  uploaded: SECTION_MESSAGES.imageUploaded,
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: SECTION_MESSAGES.imageDeleted,
  deleteFailed: MESSAGES.deleteFailed,
};

/** One section: its fields prefilled with the current text (override, else built-in), save and reset. */
export function SectionForm({
  def,
  stored,
  defaults,
  onChange,
}: {
  def: SectionDef;
  stored: SectionValues | undefined;
  defaults: SectionValues;
  onChange: (values: SectionValues | undefined) => void;
}) {
  // Built-in images are site assets, not uploads: the image field starts with an uploaded image only.
  const editable = Object.fromEntries(
    Object.entries(defaults).filter(([k]) => def.fields.find((f) => f.name === k)?.kind !== 'image'),
  );
  const [values, setValues] = useState<SectionValues>(() => ({ ...editable, ...stored }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);

  async function run(kind: 'save' | 'reset') {
    setBusy(kind);
    setErrors({});
    try {
      if (kind === 'save') {
        // Only what differs from the built-in text is stored.
        const changed = Object.fromEntries(
          Object.entries(values).filter(([k, v]) => v.trim() !== (defaults[k] ?? '')),
        );
        const saved = await editSection(def.key, changed);
        onChange(saved.values);
        notifications.show({ color: 'green', message: SECTION_MESSAGES.saved });
      } else {
        await resetSection(def.key);
        setValues({ ...editable });
        onChange(undefined);
        notifications.show({ color: 'green', message: SECTION_MESSAGES.reset });
      }
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^values\./, ''), v])),
        );
      notifications.show({
        color: 'red',
        title: MESSAGES.errorInSubmittingForm,
        message: apiErrorMessage(error, MESSAGES.errorSubmittingFormTryAgain),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Fieldset legend={def.title} aria-label={def.title}>
      <Stack gap="sm">
        {def.fields.map((f) => {
          const common = { label: f.label, error: errors[f.name] };
          const set = (v: string | undefined) => setValues((p) => ({ ...p, [f.name]: v ?? '' }));
          if (f.kind === 'image')
            return (
              <ImageUploadField
                key={f.name}
                {...common}
                value={values[f.name] || undefined}
                onChange={set}
                routes={SECTION_IMAGE_ROUTES}
                messages={IMAGE_MESSAGES}
              />
            );
          if (f.kind === 'multiline')
            return (
              <Textarea
                key={f.name}
                {...common}
                description="One paragraph per line."
                autosize
                minRows={3}
                value={values[f.name] ?? ''}
                onChange={(e) => set(e.currentTarget.value)}
              />
            );
          return (
            <TextInput
              key={f.name}
              {...common}
              value={values[f.name] ?? ''}
              onChange={(e) => set(e.currentTarget.value)}
            />
          );
        })}
        <Group>
          <Button onClick={() => void run('save')} loading={busy === 'save'} aria-label={`Save ${def.title}`}>
            Save
          </Button>
          <Button
            variant="default"
            onClick={() => void run('reset')}
            loading={busy === 'reset'}
            disabled={!stored}
            aria-label={`Reset ${def.title}`}
          >
            Reset to original
          </Button>
          <Anchor href={def.page} target="_blank" rel="noopener" size="sm">
            View the page
          </Anchor>
        </Group>
      </Stack>
    </Fieldset>
  );
}
