import { industriesPageSchema } from '@app/shared/pages/industries-page-schema';
import { Fieldset, Stack, Textarea } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { usePageDocumentForm } from './use-page-document-form';

/**
 * The Industries page: the introduction and each industry's description
 * (also its industry.* section, /admin/industries). SPEC §9's 18 names, in
 * order, are the fields' labels: fixed.
 */
export function IndustriesPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'industries' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, industriesPageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <Textarea
          label="Introduction"
          autosize
          minRows={2}
          {...form.getInputProps('intro')}
          key={form.key('intro')}
        />
        <Fieldset
          legend="Industries (names and order fixed by the site specification)"
          aria-label="Industries"
        >
          <Stack gap="xs">
            {page.content.industries.map((industry, i) => (
              <Textarea
                key={form.key(`industries.${i}.description`)}
                label={industry.name}
                autosize
                minRows={1}
                {...form.getInputProps(`industries.${i}.description`)}
              />
            ))}
          </Stack>
        </Fieldset>
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
