import { industriesPageSchema } from '@app/shared/pages/industries-page-schema';
import { Anchor, Button, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { StaleVersionAlert } from '../../../components/stale-version/stale-version-alert';
import type { PageDocument } from '../api/pages';
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
  const { form, summary, saving, stale, dismissStale, onSubmit } = usePageDocumentForm(
    page,
    industriesPageSchema,
    onReload,
  );
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
        <StaleVersionAlert message={stale} onReload={onReload} onDismiss={dismissStale} />
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Anchor href={page.path} target="_blank" rel="noopener" size="sm">
            View the page
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
