import { CAREER_TRAIT_COUNT, CAREERS_LABELS } from '@app/shared/pages/careers-page';
import { careersPageSchema } from '@app/shared/pages/careers-page-schema';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { RepeatableTexts } from './repeatable-texts';
import { usePageDocumentForm } from './use-page-document-form';

const TRAIT_FIELDS = [
  { name: 'title', label: 'Trait' },
  { name: 'description', label: 'Description', long: true },
] as const;

/**
 * The careers page: SPEC's headings, the four values' names and the
 * "Discover Opportunities" label read-only; the introduction, the values'
 * descriptions, the six traits and the block's text editable.
 */
export function CareersPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'careers' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, careersPageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <TextInput label="Page heading" {...form.getInputProps('heading')} key={form.key('heading')} />
        <Textarea label="Lead" autosize minRows={2} {...form.getInputProps('lead')} key={form.key('lead')} />
        <Fieldset legend={CAREERS_LABELS.discover} aria-label={CAREERS_LABELS.discover}>
          <Stack gap="xs">
            <Textarea
              label="Text above the button"
              autosize
              minRows={2}
              {...form.getInputProps('text')}
              key={form.key('text')}
            />
            <TextInput
              label="Button"
              description={PAGE_MESSAGES.fixed}
              value={CAREERS_LABELS.discover}
              readOnly
              variant="filled"
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={CAREERS_LABELS.values} aria-label={CAREERS_LABELS.values}>
          <Stack gap="md">
            {page.content.values.map((v, i) => (
              <Stack key={v.value} gap={4}>
                <TextInput
                  label="Value"
                  description={PAGE_MESSAGES.fixed}
                  value={v.value}
                  readOnly
                  variant="filled"
                />
                <Textarea
                  label={`${v.value}: description`}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`values.${i}.description`)}
                  key={form.key(`values.${i}.description`)}
                />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <RepeatableTexts
          form={form}
          path="traits"
          legend={CAREERS_LABELS.traits}
          itemLabel="Trait"
          fields={TRAIT_FIELDS}
          min={CAREER_TRAIT_COUNT}
          max={CAREER_TRAIT_COUNT}
          blank={{ title: '', description: '' }}
        />
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
