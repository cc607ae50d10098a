import { INDUSTRIES, MESSAGES } from '@app/shared/constants';
import {
  CASE_STUDY_CATEGORIES,
  CASE_STUDY_MESSAGES,
  type CaseStudyStatus,
  type CaseStudyView,
  caseStudySchema,
} from '@app/shared/schemas/case-study';
import type { FieldErrors } from '@app/shared/schemas/issues';
import { IMAGE_UPLOAD } from '@app/shared/schemas/media-upload';
import { slugify } from '@app/shared/slug';
import {
  Button,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import { uploadImageFile } from '../../../components/image-upload/upload-image';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { useErrorsFollowValues } from '../../../lib/follow-errors';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input';
import { CASE_STUDY_IMAGE_ROUTES, useSaveCaseStudy } from '../api/case-studies';

const IMAGE_MESSAGES = {
  uploaded: CASE_STUDY_MESSAGES.uploaded,
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: CASE_STUDY_MESSAGES.imageDeleted,
  deleteFailed: MESSAGES.deleteFailed,
};

function initial(c: CaseStudyView | null) {
  return {
    title: c?.title ?? '',
    slug: c?.slug ?? '',
    slugEdited: !!c,
    client: c?.client ?? '',
    industry: c?.industry ?? '',
    category: c?.category ?? '',
    summary: c?.summary ?? '',
    results: c?.results.join('\n') ?? '',
    content: c?.content ?? '',
    heroImage: c?.heroImage,
    heroImageAlt: c?.heroImageAlt ?? '',
    ogImage: c?.ogImage,
    status: (c?.status ?? 'published') as CaseStudyStatus,
    /** datetime-local in the member's zone; '' for never (issue 31). */
    unpublishAt: toZonedInput(c?.unpublishAt),
  };
}

type Values = ReturnType<typeof initial>;

/** What the API takes: results one per line, without the form's own slugEdited. */
function bodyOf({ slugEdited: _s, results, unpublishAt, ...rest }: Values) {
  return {
    ...rest,
    unpublishAt: rest.status === 'published' ? fromZonedInput(unpublishAt) : undefined,
    results: results
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
  };
}
const resolve = schemaResolver(caseStudySchema);

/** Create or edit a case study: the list columns plus summary, results, body and images. */
export function CaseStudyForm({
  editing,
  onDone,
}: {
  editing: CaseStudyView | null;
  /** `saved` false: closed without saving; after a 409 the list reloads too. */
  onDone: (saved: boolean) => void;
}) {
  const clientErrors = (values: Values) => resolve(bodyOf(values)) as FieldErrors;
  const form = useForm<Values>({
    initialValues: initial(editing),
    validate: clientErrors,
    // An error goes when its field is valid (whatever change made it so), not on any keystroke.
    clearInputErrorOnChange: false,
  });
  const follow = useErrorsFollowValues(form, clientErrors);
  const v = form.values;
  const setV = (change: (p: Values) => Values) => form.setValues(change(form.getValues()));
  const [stale, setStale] = useState<string | null>(null);
  const errors = form.errors as FieldErrors;
  const saveCaseStudy = useSaveCaseStudy();
  const saving = saveCaseStudy.isPending;
  const summary = useErrorSummary();
  const set = <K extends keyof Values>(k: K, value: Values[K]) => form.setFieldValue(k, value as never);
  const text = (k: 'client' | 'summary' | 'heroImageAlt') => form.getInputProps(k);

  const submit = form.onSubmit(async (values) => {
    try {
      await saveCaseStudy.run(bodyOf(values) as never, editing ?? undefined);
      notifications.show({ color: 'green', message: CASE_STUDY_MESSAGES.saved });
      onDone(true);
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      const fields = fieldErrorsOf(error);
      if (fields) {
        follow.serverErrors(fields, values);
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
      <Fieldset legend={editing ? `Edit “${editing.title}”` : 'New case study'}>
        <Stack gap="sm">
          <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
          <TextInput
            label="Title"
            withAsterisk
            value={v.title}
            error={errors.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setV((p) => ({ ...p, title, slug: p.slugEdited ? p.slug : slugify(title) }));
            }}
          />
          <TextInput
            label="Slug"
            withAsterisk
            value={v.slug}
            error={errors.slug}
            description={`/case-study/${v.slug || '…'}`}
            onChange={(e) => {
              const slug = e.currentTarget.value;
              setV((p) => ({ ...p, slug, slugEdited: true }));
            }}
          />
          <Group grow align="flex-start">
            <TextInput label="Client" withAsterisk {...text('client')} />
            <NativeSelect
              label="Industry"
              withAsterisk
              value={v.industry}
              error={errors.industry}
              data={[{ value: '', label: 'Select an industry' }, ...INDUSTRIES]}
              onChange={(e) => set('industry', e.currentTarget.value)}
            />
            <NativeSelect
              label="Category"
              withAsterisk
              value={v.category}
              error={errors.category}
              data={[{ value: '', label: 'Select a category' }, ...CASE_STUDY_CATEGORIES]}
              onChange={(e) => set('category', e.currentTarget.value)}
            />
          </Group>
          <Textarea label="Summary" withAsterisk autosize minRows={2} {...text('summary')} />
          <Textarea
            label="Results"
            description="One result per line (1 to 6)."
            withAsterisk
            autosize
            minRows={2}
            value={v.results}
            error={errors.results ?? errors['results.0']}
            onChange={(e) => set('results', e.currentTarget.value)}
          />
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <LazyRichTextEditor
              label="Content"
              required
              value={v.content}
              onChange={(html) => set('content', html)}
              error={errors.content}
              accept={IMAGE_UPLOAD.accept}
              onImageUpload={(file) =>
                uploadImageFile(file, CASE_STUDY_IMAGE_ROUTES).catch((e: unknown) => {
                  notifications.show({
                    color: 'red',
                    title: MESSAGES.errorUploadingFile,
                    message: apiErrorMessage(e, MESSAGES.errorUploadingFile),
                  });
                  return null;
                })
              }
            />
          </Suspense>
          <ImageUploadField
            label="Hero image"
            required
            value={v.heroImage}
            onChange={(url) => set('heroImage', url)}
            routes={CASE_STUDY_IMAGE_ROUTES}
            error={errors.heroImage}
            messages={IMAGE_MESSAGES}
          />
          <TextInput label="Hero image alt text" withAsterisk {...text('heroImageAlt')} />
          <ImageUploadField
            label="Open graph image"
            description="Shown when shared; the hero image is used when empty."
            value={v.ogImage}
            onChange={(url) => set('ogImage', url)}
            routes={CASE_STUDY_IMAGE_ROUTES}
            error={errors.ogImage}
            messages={IMAGE_MESSAGES}
          />
          <SegmentedControl
            aria-label="Status"
            value={v.status}
            onChange={(s) => set('status', s as CaseStudyStatus)}
            data={[
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Draft' },
            ]}
          />
          {v.status === 'published' ? (
            <>
              <TextInput
                type="datetime-local"
                label="Unpublish at"
                description="Optional: the case study leaves the site and sitemap at this time and becomes a draft."
                value={v.unpublishAt}
                onChange={(e) => set('unpublishAt', e.currentTarget.value)}
                error={errors.unpublishAt}
              />
              <ZoneNote />
            </>
          ) : null}
          <StaleVersionAlert message={stale} onReload={() => onDone(true)} />
          <Group>
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Create case study'}
            </Button>
            <Button variant="default" onClick={() => onDone(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
