import { MESSAGES } from '@app/shared/messages';
import { SECTION_MESSAGES, type SectionDef, type SectionValues } from '@app/shared/site-sections';
import { Anchor, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { editSection, resetSection, SECTION_IMAGE_ROUTES, type SectionRecord } from '../api/edit-section';
import { SectionHistory } from './section-history';

const IMAGE_MESSAGES = {
  uploaded: SECTION_MESSAGES.imageUploaded,
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: SECTION_MESSAGES.imageDeleted,
  deleteFailed: MESSAGES.deleteFailed,
};

/**
 * One section: its fields prefilled with the current text (override, else
 * built-in), save and (after a confirmation) reset, both at the section's
 * record version; a stale one offers `onReload`.
 */
export function SectionForm({
  def,
  stored,
  defaults,
  onChange,
  onReload,
}: {
  def: SectionDef;
  stored: SectionRecord | undefined;
  defaults: SectionValues;
  onChange: (record: SectionRecord) => void;
  onReload: () => void;
}) {
  const version = stored?.version ?? 0;
  const overridden = Object.keys(stored?.values ?? {}).length > 0;
  // Built-in images are site assets, not uploads: the image field starts with an uploaded image only.
  const editable = Object.fromEntries(
    Object.entries(defaults).filter(([k]) => def.fields.find((f) => f.name === k)?.kind !== 'image'),
  );
  // The server checks the values (section schema); its field messages come back under `values.<name>`.
  const form = useForm<SectionValues>({ initialValues: { ...editable, ...stored?.values } });
  const { values } = form;
  const errors = form.errors as Record<string, string>;
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const summary = useErrorSummary<HTMLFieldSetElement>();

  async function run(kind: 'save' | 'reset') {
    setBusy(kind);
    form.clearErrors();
    try {
      if (kind === 'save') {
        // Only what differs from the built-in text is stored.
        const changed = Object.fromEntries(
          Object.entries(values).filter(([k, v]) => v.trim() !== (defaults[k] ?? '')),
        );
        const saved = await editSection(def.key, changed, version);
        notifications.show({ color: 'green', message: SECTION_MESSAGES.saved });
        onChange(saved);
      } else {
        const saved = await resetSection(def.key, version);
        setConfirmReset(false);
        notifications.show({ color: 'green', message: SECTION_MESSAGES.reset });
        onChange(saved);
      }
    } catch (error) {
      setConfirmReset(false);
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      const fields = fieldErrorsOf(error);
      if (fields) {
        // The fields and the summary say it; no failure toast beside them (issue 27, item 9).
        form.setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^values\./, ''), v])),
        );
        return summary.failed();
      }
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
    <Fieldset ref={summary.formRef} legend={def.title} aria-label={def.title}>
      <Stack gap="sm">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        {def.fields.map((f) => {
          const common = { label: f.label, error: errors[f.name] };
          const set = (v: string | undefined) => form.setFieldValue(f.name, v ?? '');
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
        <StaleVersionAlert message={stale} onReload={onReload} onDismiss={() => setStale(null)} />
        <Group>
          <Button onClick={() => void run('save')} loading={busy === 'save'} aria-label={`Save ${def.title}`}>
            Save
          </Button>
          <Button
            variant="default"
            onClick={() => setConfirmReset(true)}
            disabled={!overridden || busy !== null}
            aria-label={`Reset to original (${def.title})`}
          >
            Reset to original
          </Button>
          <SectionHistory def={def} version={version} onRestored={onReload} />
          <Anchor href={def.page} target="_blank" rel="noopener" size="sm">
            View the page
          </Anchor>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmReset}
        title={`Reset ${def.title} to the original?`}
        confirmLabel="Reset to original"
        busy={busy === 'reset'}
        danger
        onConfirm={() => void run('reset')}
        onCancel={() => setConfirmReset(false)}
      >
        {`The texts and images staff changed here are removed, and ${def.page} shows the built-in content again. This cannot be undone.`}
      </ConfirmDialog>
    </Fieldset>
  );
}
