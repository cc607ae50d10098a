import { officePageSchema } from '@app/shared/pages/office-page';
import { PAGE_FIELD_LABELS, PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Stack, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { usePageDocumentForm } from './use-page-document-form';

const FIELDS = ['street', 'locality', 'phone', 'mapUrl'] as const;

/**
 * An office's contact card: the office (its name and country) read-only;
 * address, phone and map link editable. Saving renders every page again (the
 * card is in every footer) and sends the version it was read at (409 offers a reload).
 */
export function OfficePageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'office' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, officePageSchema, onReload);
  const { form, summary, onSubmit } = editor;

  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <TextInput
          label="Office"
          description={PAGE_MESSAGES.fixed}
          value={page.content.title}
          readOnly
          variant="filled"
        />
        {FIELDS.map((name) => (
          <TextInput key={form.key(name)} label={PAGE_FIELD_LABELS[name]} {...form.getInputProps(name)} />
        ))}
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
