import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { SERVICE_PAGE_LIMITS, servicePageSchema } from '@app/shared/pages/service-page';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { RepeatableTexts } from './repeatable-texts';
import { usePageDocumentForm } from './use-page-document-form';

const L = SERVICE_PAGE_LIMITS;
const CARD_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', long: true },
] as const;

/**
 * The structured editor of a service page: the SPEC-fixed name and section
 * headings read-only, the texts around them editable, lists within SPEC's
 * counts. Saving sends the version it was read at (409 offers a reload).
 */
export function ServicePageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'service' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, servicePageSchema, onReload);
  const { form, summary, onSubmit } = editor;

  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <TextInput
          label="Page name"
          description={PAGE_MESSAGES.fixed}
          value={page.content.title}
          readOnly
          variant="filled"
        />
        <TextInput label="Headline" {...form.getInputProps('headline')} key={form.key('headline')} />
        <Textarea
          label="Introduction"
          autosize
          minRows={3}
          {...form.getInputProps('intro')}
          key={form.key('intro')}
        />
        <TextInput
          label="Summary (home page card)"
          {...form.getInputProps('summary')}
          key={form.key('summary')}
        />
        <RepeatableTexts
          form={form}
          path="capabilities"
          legend="Capabilities"
          itemLabel="Capability"
          fields={CARD_FIELDS}
          min={L.cards.min}
          max={L.cards.max}
          blank={{ title: '', description: '' }}
        />
        <RepeatableTexts
          form={form}
          path="offerings"
          legend="What We Offer"
          itemLabel="Offering"
          fields={CARD_FIELDS}
          min={L.cards.min}
          max={L.cards.max}
          blank={{ title: '', description: '' }}
        />
        <RepeatableTexts
          form={form}
          path="process"
          legend="Our Process (6 steps)"
          itemLabel="Step"
          fields={[
            { name: 'heading', label: 'Heading' },
            { name: 'description', label: 'Description', long: true },
          ]}
          min={L.steps}
          max={L.steps}
          blank={{ heading: '', description: '' }}
        />
        <RepeatableTexts
          form={form}
          path="faqs"
          legend="Frequently Asked Questions"
          itemLabel="FAQ"
          fields={[
            { name: 'question', label: 'Question' },
            { name: 'answer', label: 'Answer', long: true },
          ]}
          min={L.faqs.min}
          max={L.faqs.max}
          blank={{ question: '', answer: '' }}
        />
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
