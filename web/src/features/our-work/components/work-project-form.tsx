import { INDUSTRIES, MESSAGES } from '@app/shared/constants';
import type { FieldErrors } from '@app/shared/schemas/issues';
import { WORK_MESSAGES, type WorkProjectView, workProjectSchema } from '@app/shared/schemas/work-project';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveWorkProject, WORK_IMAGE_ROUTES } from '../api/work-projects';

const resolve = schemaResolver(workProjectSchema);
/** What the API takes: an empty alt text left out. */
const bodyOf = <T extends { imageAlt: string }>(values: T) => ({
  ...values,
  imageAlt: values.imageAlt || undefined,
});

/** Create or edit one featured project of the Our Work page. */
export function WorkProjectForm({
  editing,
  onSaved,
  onReload,
}: {
  editing: WorkProjectView | null;
  onSaved: (p: WorkProjectView) => void;
  /** After a 409: loads the latest version (the edits here are dropped). */
  onReload: () => void;
}) {
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: editing?.name ?? '',
      industry: editing?.industry ?? '',
      summary: editing?.summary ?? '',
      outcome: editing?.outcome ?? '',
      image: editing?.image,
      imageAlt: editing?.imageAlt ?? '',
      link: editing?.link ?? '',
      position: editing?.position ?? 100,
      published: editing?.published ?? true,
    },
    validate: (values) => resolve(bodyOf(values)),
  });
  const v = form.values;
  const errors = form.errors as FieldErrors;
  const saveWorkProject = useSaveWorkProject();
  const saving = saveWorkProject.isPending;
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => form.setFieldValue(k, value as never);
  const text = (k: 'name' | 'summary' | 'outcome' | 'imageAlt' | 'link') => form.getInputProps(k);

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    const body = bodyOf(values);
    try {
      const saved = await saveWorkProject.run(body as never, editing ?? undefined);
      notifications.show({ color: 'green', message: WORK_MESSAGES.saved });
      onSaved(saved);
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      const fields = fieldErrorsOf(error);
      if (fields) {
        form.setErrors(fields);
        return summary.failed();
      }
      notifications.show({
        color: 'red',
        title: MESSAGES.errorInSubmittingForm,
        message: apiErrorMessage(error, MESSAGES.errorSubmittingFormTryAgain),
      });
    }
  }, summary.failed);

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Fieldset legend={editing ? `Edit ${editing.name}` : 'New project'}>
        <Stack gap="sm">
          <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
          <Group grow align="flex-start">
            <TextInput label="Project name" withAsterisk {...text('name')} />
            <NativeSelect
              label="Industry"
              withAsterisk
              value={v.industry}
              error={errors.industry}
              data={[{ value: '', label: 'Select an industry' }, ...INDUSTRIES]}
              onChange={(e) => set('industry', e.currentTarget.value)}
            />
          </Group>
          <Textarea label="Summary" withAsterisk autosize minRows={2} {...text('summary')} />
          <TextInput label="Outcome" withAsterisk {...text('outcome')} />
          <ImageUploadField
            label="Image"
            value={v.image}
            onChange={(url) => set('image', url)}
            routes={WORK_IMAGE_ROUTES}
            error={errors.image}
            messages={{
              uploaded: 'Image uploaded successfully',
              uploadFailed: MESSAGES.errorUploadingFile,
              deleted: 'Image deleted successfully',
              deleteFailed: MESSAGES.deleteFailed,
            }}
          />
          <TextInput label="Image alt text" {...text('imageAlt')} />
          <TextInput
            label="Link"
            description="A case study path such as /case-study/my-project, or a web address."
            {...text('link')}
          />
          <Group align="flex-end">
            <NumberInput
              label="Position"
              min={1}
              max={999}
              value={v.position}
              error={errors.position}
              onChange={(n) => set('position', Number(n) || 100)}
              w={140}
            />
            <Switch
              label="Show on the Our Work page"
              checked={v.published}
              onChange={(e) => set('published', e.currentTarget.checked)}
            />
          </Group>
          <StaleVersionAlert message={stale} onReload={onReload} />
          <Group>
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Create project'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
