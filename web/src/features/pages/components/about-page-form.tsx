import { INDUSTRIES } from '@app/shared/constants';
import { aboutPageSchema } from '@app/shared/pages/about-page-schema';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Fieldset, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { PageImageField } from './page-image-field';
import { usePageDocumentForm } from './use-page-document-form';

/** A SPEC-fixed text, shown read-only with the reason. */
function Fixed({ label, value }: { label: string; value: string }) {
  return (
    <TextInput label={label} description={PAGE_MESSAGES.fixed} value={value} readOnly variant="filled" />
  );
}

/**
 * The About Us page: the introduction (also the about.intro section) with its
 * illustration, the four delivery steps, the Vision/Mission/Goals cards (also
 * the about.* sections) and the three client projects. SPEC's step and card
 * headings and the projects' names are read-only.
 */
export function AboutPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'about' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, aboutPageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  const input = (path: string) => ({ ...form.getInputProps(path), key: form.key(path) });
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <Fieldset legend="Introduction" aria-label="Introduction">
          <Stack gap="xs">
            <TextInput label="Heading" {...input('intro.heading')} />
            <Textarea label="Lead" autosize minRows={2} {...input('intro.lead')} />
            <Textarea
              label="Paragraphs"
              description="One paragraph per line."
              autosize
              minRows={3}
              {...input('intro.body')}
            />
            <PageImageField form={form} path="intro.image" label="Illustration" />
            <TextInput label="Illustration alt text" {...input('intro.alt')} />
          </Stack>
        </Fieldset>
        <Fieldset legend="How We Deliver" aria-label="How We Deliver">
          <Stack gap="md">
            {page.content.steps.map((step, i) => (
              <Stack key={step.heading} gap={4}>
                <Fixed label={`Step ${i + 1}`} value={step.heading} />
                <Textarea
                  label={`${step.heading}: description`}
                  autosize
                  minRows={2}
                  {...input(`steps.${i}.description`)}
                />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend="Vision, Mission and Goals" aria-label="Vision, Mission and Goals">
          <Stack gap="md">
            {page.content.cards.map((card, i) => (
              <Stack key={card.heading} gap={4}>
                <Fixed label={`Card ${i + 1}`} value={card.heading} />
                <Textarea
                  label={`${card.heading}: description`}
                  autosize
                  minRows={2}
                  {...input(`cards.${i}.description`)}
                />
                <PageImageField form={form} path={`cards.${i}.image`} label={`${card.heading}: image`} />
                <TextInput label={`${card.heading}: image alt text`} {...input(`cards.${i}.alt`)} />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend="Client Projects" aria-label="Client Projects">
          <Stack gap="md">
            {page.content.projects.map((project, i) => (
              <Stack key={project.name} gap={4}>
                <Fixed label={`Project ${i + 1}`} value={project.name} />
                <NativeSelect
                  label={`${project.name}: industry`}
                  data={[...INDUSTRIES]}
                  {...input(`projects.${i}.industry`)}
                />
                <Textarea
                  label={`${project.name}: summary`}
                  autosize
                  minRows={2}
                  {...input(`projects.${i}.summary`)}
                />
                <TextInput label={`${project.name}: result`} {...input(`projects.${i}.outcome`)} />
              </Stack>
            ))}
          </Stack>
        </Fieldset>
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
