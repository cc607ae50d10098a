import { MESSAGES } from '@app/shared/messages';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { type TestimonialRecord, testimonialSchema } from '@app/shared/schemas/testimonial';
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useSaveTestimonial } from '../api/save-testimonial';

const EMPTY = { name: '', designation: '', websiteName: '', link: '', testimonial: '' };
export const TESTIMONIAL_SAVED = 'Testimonial saved successfully';

/** Create or edit one testimonial (SPEC §3 fields). */
export function TestimonialForm({
  editing,
  onSaved,
  onCancel,
  onReload,
}: {
  editing: TestimonialRecord | null;
  onSaved: () => void;
  onCancel: () => void;
  /** After a 409: shows the latest testimonials (the edits here are dropped). */
  onReload: () => void;
}) {
  const [stale, setStale] = useState<string | null>(null);
  const [values, setValues] = useState(() => (editing ? { ...EMPTY, ...editing } : EMPTY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const saveTestimonial = useSaveTestimonial();
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      // Read now: the event's currentTarget is gone by the time the updater runs.
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
    error: errors[key],
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      name: values.name,
      designation: values.designation,
      websiteName: values.websiteName || undefined,
      link: values.link || undefined,
      testimonial: values.testimonial,
    };
    const parsed = testimonialSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setSaving(true);
    try {
      await saveTestimonial.run(body, editing ?? undefined);
      notifications.show({ color: 'green', message: TESTIMONIAL_SAVED });
      setValues(EMPTY);
      onSaved();
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifications.show({
        color: 'red',
        title: MESSAGES.errorInSubmittingForm,
        message: apiErrorMessage(error, MESSAGES.errorSubmittingFormTryAgain),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={editing ? `Edit the testimonial by ${editing.name}` : 'New testimonial'}>
        <Stack gap="sm">
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
