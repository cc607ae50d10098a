import { MESSAGES } from '@app/shared/messages';
import { type TestimonialView, testimonialSchema } from '@app/shared/schemas/testimonial';
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveTestimonial } from '../api/save-testimonial';

const EMPTY = { name: '', designation: '', websiteName: '', link: '', testimonial: '' };
const TESTIMONIAL_SAVED = 'Testimonial saved successfully';

type Values = typeof EMPTY;

/** What the API takes: the optional fields left out when empty. */
const bodyOf = (values: Values) => ({
  name: values.name,
  designation: values.designation,
  websiteName: values.websiteName || undefined,
  link: values.link || undefined,
  testimonial: values.testimonial,
});
const resolve = schemaResolver(testimonialSchema);

/** Create or edit one testimonial (SPEC §3 fields). */
export function TestimonialForm({
  editing,
  onSaved,
  onCancel,
  onReload,
}: {
  editing: TestimonialView | null;
  onSaved: () => void;
  onCancel: () => void;
  /** After a 409: shows the latest testimonials (the edits here are dropped). */
  onReload: () => void;
}) {
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: editing
      ? {
          name: editing.name,
          designation: editing.designation,
          websiteName: editing.websiteName ?? '',
          link: editing.link ?? '',
          testimonial: editing.testimonial,
        }
      : EMPTY,
    validate: (values) => resolve(bodyOf(values)),
  });
  const saveTestimonial = useSaveTestimonial();
  const saving = saveTestimonial.isPending;
  const field = (key: keyof Values) => form.getInputProps(key);

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    try {
      await saveTestimonial.run(bodyOf(values), editing ?? undefined);
      notifications.show({ color: 'green', message: TESTIMONIAL_SAVED });
      form.setValues(EMPTY);
      onSaved();
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
      <Fieldset legend={editing ? `Edit the testimonial by ${editing.name}` : 'New testimonial'}>
        <Stack gap="sm">
          <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
          <Group grow align="flex-start">
            <TextInput label="Name" withAsterisk {...field('name')} />
            <TextInput label="Designation" withAsterisk {...field('designation')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="Website name" {...field('websiteName')} />
            <TextInput label="Link" placeholder="https://" {...field('link')} />
          </Group>
          <Textarea label="Testimonial" withAsterisk autosize minRows={3} {...field('testimonial')} />
          <StaleVersionAlert message={stale} onReload={onReload} />
          <Group>
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Create testimonial'}
            </Button>
            {editing ? (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
