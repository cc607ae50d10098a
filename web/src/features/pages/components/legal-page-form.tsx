import { formatUsShortDate } from '@app/shared/dates';
import { LEGAL_PAGE_LIMITS, type LegalPageDoc, legalPageSchema } from '@app/shared/pages/legal-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { usePageDocumentForm } from './use-page-document-form';

const L = LEGAL_PAGE_LIMITS;
type LegalPage = Extract<PageDocument, { kind: 'legal' }>;

function SectionFields({ form, index }: { form: UseFormReturnType<LegalPageDoc>; index: number }) {
  const n = index + 1;
  const paragraphs = form.getValues().sections[index]?.paragraphs ?? [];
  const sections = form.getValues().sections;
  return (
    <Fieldset legend={`Section ${n}`} aria-label={`Section ${n}`}>
      <Stack gap="xs">
        <TextInput
          label={`Section ${n} heading`}
          {...form.getInputProps(`sections.${index}.heading`)}
          key={form.key(`sections.${index}.heading`)}
        />
        {paragraphs.map((_, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the paragraph's identity in the form
          <Group key={p} align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={2}
              label={`Section ${n} paragraph ${p + 1}`}
              {...form.getInputProps(`sections.${index}.paragraphs.${p}`)}
              key={form.key(`sections.${index}.paragraphs.${p}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove section ${n} paragraph ${p + 1}`}
              disabled={paragraphs.length <= 1}
              onClick={() => form.removeListItem(`sections.${index}.paragraphs`, p)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={paragraphs.length >= L.paragraphs}
            onClick={() => form.insertListItem(`sections.${index}.paragraphs`, '')}
          >
            {`Add a paragraph to section ${n}`}
          </Button>
          <Button
            variant="subtle"
            color="red"
            disabled={sections.length <= 1}
            onClick={() => form.removeListItem('sections', index)}
          >
            {`Remove section ${n}`}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * A legal page: the SPEC heading read-only, the introduction and the prose
 * sections editable, and the generated blocks (retention, analytics,
 * processors, contact) shown as the page has them, read-only: the product
 * writes them. "Last updated" follows the later of a prose save and a change
 * of the generated blocks.
 */
export function LegalPageForm({ page, onReload }: { page: LegalPage; onReload: () => void }) {
  const editor = usePageDocumentForm(page, legalPageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  const sections = form.getValues().sections;
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <TextInput
          label="Page heading"
          description={PAGE_MESSAGES.fixed}
          value={page.content.heading}
          readOnly
          variant="filled"
        />
        <Text size="sm">
          Last updated <time dateTime={page.lastUpdated}>{formatUsShortDate(page.lastUpdated)}</time>
        </Text>
        <Textarea
          label="Introduction"
          autosize
          minRows={2}
          {...form.getInputProps('intro')}
          key={form.key('intro')}
        />
        {sections.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the section's identity in the form
          <SectionFields key={i} form={form} index={i} />
        ))}
        <Button
          variant="light"
          disabled={sections.length >= L.sections}
          onClick={() => form.insertListItem('sections', { heading: '', paragraphs: [''] })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a section
        </Button>
        {page.generated.length > 0 ? (
          <Fieldset legend="Written by the product (read-only)" aria-label="Generated blocks">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                These blocks follow the prose on the page. They are made from the site’s retention table, its
                analytics and its contacts, so they always say what the product does; they change with the
                product.
              </Text>
              {page.generated.map((block) => (
                <Stack key={block.heading} gap={6}>
                  <Title order={4}>{block.heading}</Title>
                  {block.paragraphs.map((p) => (
                    <Text key={p} size="sm">
                      {p}
                    </Text>
                  ))}
                </Stack>
              ))}
            </Stack>
          </Fieldset>
        ) : null}
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
