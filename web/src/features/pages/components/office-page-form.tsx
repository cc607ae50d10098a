import { officePageSchema } from '@app/shared/pages/office-page';
import { PAGE_FIELD_LABELS, PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { StaleVersionAlert } from '../../../components/stale-version/stale-version-alert';
import type { PageDocument } from '../api/pages';
import { DraftActions, DraftNote } from './draft-actions';
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
  const { form, summary, saving, stale, dismissStale, fail, onSubmit, validValues } = usePageDocumentForm(
    page,
    officePageSchema,
    onReload,
  );

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
        <StaleVersionAlert message={stale} onReload={onReload} onDismiss={dismissStale} />
        <DraftNote page={page} />
        <DraftActions
          page={page}
          values={validValues}
          onDone={onReload}
          onError={fail}
          leading={
            page.draft ? null : (
              <Button type="submit" loading={saving}>
                Save
              </Button>
            )
          }
          trailing={
            <Anchor href={page.path} target="_blank" rel="noopener" size="sm">
              View the page
            </Anchor>
          }
        />
      </Stack>
    </form>
  );
}
