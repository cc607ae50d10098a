import { MESSAGES } from '@app/shared/messages';
import {
  type FooterPageDoc,
  footerPageSchema,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
} from '@app/shared/pages/footer-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Anchor, Button, Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useWrite } from '../../../lib/use-write';
import { PAGES_KEY, type PageDocument, savePage } from '../api/pages';
import { DraftActions, DraftNote } from './draft-actions';

/**
 * The footer on every page: the tagline and each social network's link (the
 * networks are fixed, each with its icon). Saving renders every page again and
 * sends the version it was read at (409 offers a reload).
 */
export function FooterPageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'footer' }>;
  onReload: () => void;
}) {
  const form = useForm<FooterPageDoc>({
    // A waiting draft is what the member goes on editing (issue 31).
    initialValues: page.draft?.content ?? page.content,
    validate: schemaResolver(footerPageSchema),
  });
  const write = useWrite(savePage, [PAGES_KEY]);
  const [stale, setStale] = useState<string | null>(null);

  async function submit(content: FooterPageDoc) {
    try {
      await write.run(page.id, content, page.version);
      notifications.show({ color: 'green', message: PAGE_MESSAGES.saved });
      onReload();
    } catch (error) {
      fail(error);
    }
  }

  function fail(error: unknown) {
    const staleMessage = staleVersionMessage(error);
    if (staleMessage) return setStale(staleMessage);
    if (error instanceof ApiError && error.errors)
      form.setErrors(
        Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^content\./, ''), v])),
      );
    notifications.show({
      color: 'red',
      title: MESSAGES.errorInSubmittingForm,
      message: apiErrorMessage(error, MESSAGES.errorSubmittingFormTryAgain),
    });
  }

  const validValues = (): FooterPageDoc | null => (form.validate().hasErrors ? null : form.getValues());

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="lg">
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
        <StaleVersionAlert message={stale} onReload={onReload} onDismiss={() => setStale(null)} />
        <DraftNote page={page} />
        <DraftActions
          page={page}
          values={validValues}
          onDone={onReload}
          onError={fail}
          leading={
            page.draft ? null : (
              <Button type="submit" loading={write.isPending}>
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
