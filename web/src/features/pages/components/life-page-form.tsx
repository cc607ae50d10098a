import { LIFE_PAGE_LIMITS } from '@app/shared/pages/life-page';
import { lifePageSchema } from '@app/shared/pages/life-page-schema';
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { RepeatableTexts } from './repeatable-texts';
import { usePageDocumentForm } from './use-page-document-form';

const L = LIFE_PAGE_LIMITS;
const HIGHLIGHT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', long: true },
] as const;

/**
 * The Life at Moondive page: introduction, the year's highlights and the
 * colleagues' quotes (each list within its bounds) and the bootcamp block
 * (also /admin/bootcamp's section); the gallery's pictures are the build's.
 */
export function LifePageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'life' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, lifePageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  const quotes = form.getValues().quotes;
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <TextInput label="Page heading" {...form.getInputProps('heading')} key={form.key('heading')} />
        <Textarea label="Lead" autosize minRows={2} {...form.getInputProps('lead')} key={form.key('lead')} />
        <Textarea
          label="Introduction"
          autosize
          minRows={2}
          {...form.getInputProps('text')}
          key={form.key('text')}
        />
        <RepeatableTexts
          form={form}
          path="highlights"
          legend="A Year at Moondive"
          itemLabel="Highlight"
          fields={HIGHLIGHT_FIELDS}
          min={L.highlights.min}
          max={L.highlights.max}
          blank={{ title: '', description: '' }}
        />
        <Fieldset legend="In Their Words" aria-label="In Their Words">
          <Stack gap="md">
            {quotes.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the quote's identity in the form
              <Stack key={i} gap={4}>
                <Textarea
                  label={`Quote ${i + 1}`}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`quotes.${i}.quote`)}
                  key={form.key(`quotes.${i}.quote`)}
                />
                <Group grow>
                  <TextInput
                    label={`Quote ${i + 1}: name`}
                    {...form.getInputProps(`quotes.${i}.name`)}
                    key={form.key(`quotes.${i}.name`)}
                  />
                  <TextInput
                    label={`Quote ${i + 1}: role`}
                    {...form.getInputProps(`quotes.${i}.role`)}
                    key={form.key(`quotes.${i}.role`)}
                  />
                </Group>
                <Button
                  variant="subtle"
                  color="red"
                  disabled={quotes.length <= L.quotes.min}
                  onClick={() => form.removeListItem('quotes', i)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {`Remove quote ${i + 1}`}
                </Button>
              </Stack>
            ))}
            <Button
              variant="light"
              disabled={quotes.length >= L.quotes.max}
              onClick={() => form.insertListItem('quotes', { quote: '', name: '', role: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              Add a quote
            </Button>
          </Stack>
        </Fieldset>
        <Fieldset legend="Bootcamp" aria-label="Bootcamp">
          <Stack gap="xs">
            <TextInput
              label="Bootcamp heading"
              {...form.getInputProps('bootcamp.heading')}
              key={form.key('bootcamp.heading')}
            />
            <Textarea
              label="Bootcamp description"
              description="One paragraph per line."
              autosize
              minRows={3}
              {...form.getInputProps('bootcamp.body')}
              key={form.key('bootcamp.body')}
            />
            <TextInput
              label="Schedule and eligibility"
              {...form.getInputProps('bootcamp.schedule')}
              key={form.key('bootcamp.schedule')}
            />
            <TextInput
              label="Button text"
              {...form.getInputProps('bootcamp.cta')}
              key={form.key('bootcamp.cta')}
            />
          </Stack>
        </Fieldset>
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
