import { TECH_STACK_GROUPS, TECH_STACK_LIMITS, techStackPageSchema } from '@app/shared/pages/tech-stack-page';
import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { usePageDocumentForm } from './use-page-document-form';

const L = TECH_STACK_LIMITS;

/**
 * The home page's tech stack: SPEC's four groups as fixed headings, the
 * technologies in each editable (1 to 12; the icon follows the name). Saving
 * renders the home page again and sends the version it was read at.
 */
export function TechStackPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'tech-stack' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, techStackPageSchema, onReload);
  const { form, summary, onSubmit } = editor;

  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        {TECH_STACK_GROUPS.map((group) => {
          const items = form.getValues()[group];
          return (
            <Fieldset key={group} legend={group} aria-label={group}>
              <Stack gap="xs">
                {items.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity in the form
                  <Group key={i} align="flex-end" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      label={`${group} ${i + 1}`}
                      {...form.getInputProps(`${group}.${i}.name`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove ${group} ${i + 1}`}
                      disabled={items.length <= L.min}
                      onClick={() => form.removeListItem(group, i)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="light"
                  disabled={items.length >= L.max}
                  onClick={() => form.insertListItem(group, { name: '' })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {`Add to ${group}`}
                </Button>
              </Stack>
            </Fieldset>
          );
        })}
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
