import {
  type FooterContent,
  footerPageSchema,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
} from '@app/shared/pages/footer-page';
import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { PageFormFooter } from './page-form-footer';
import { PartnerList } from './partner-list';
import { usePageDocumentForm } from './use-page-document-form';

/** Every partner with a link field to type in ('' for none: the API stores no link). */
const editable = (content: FooterContent): FooterContent => ({
  ...content,
  partners: content.partners.map((p) => ({ ...p, link: p.link ?? '' })),
});

/**
 * The footer on every page: the tagline, each social network's link (the
 * networks are fixed, each with its icon) and the partners. Saving renders every page again and
 * sends the version it was read at (409 offers a reload).
 */
export function FooterPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'footer' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(
    {
      ...page,
      content: editable(page.content),
      draft: page.draft ? { ...page.draft, content: editable(page.draft.content) } : null,
    },
    footerPageSchema,
    onReload,
  );
  const { form, summary, onSubmit } = editor;

  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <Textarea
          label="Tagline"
          autosize
          minRows={2}
          {...form.getInputProps('tagline')}
          key={form.key('tagline')}
        />
        <Fieldset legend="Social links">
          <Stack gap="sm">
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput
                key={form.key(`social.${network}`)}
                label={`${SOCIAL_NETWORK_NAMES[network]} link`}
                {...form.getInputProps(`social.${network}`)}
              />
            ))}
          </Stack>
        </Fieldset>
        <PartnerList form={form} />
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
