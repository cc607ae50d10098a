import { MESSAGES } from '@app/shared/messages';
import { type OfficePageDoc, officePageSchema } from '@app/shared/pages/office-page';
import { PAGE_FIELD_LABELS, PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
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
  const form = useForm<OfficePageDoc>({
    // A waiting draft is what the member goes on editing (issue 31).
    initialValues: page.draft?.content ?? page.content,
    validate: schemaResolver(officePageSchema),
  });
  const write = useWrite(savePage, [PAGES_KEY]);
  const [stale, setStale] = useState<string | null>(null);

  async function submit(content: OfficePageDoc) {
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

  const validValues = (): OfficePageDoc | null => (form.validate().hasErrors ? null : form.getValues());

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="lg">
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
