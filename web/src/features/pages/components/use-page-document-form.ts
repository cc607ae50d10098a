import { MESSAGES } from '@app/shared/messages';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { staleVersionMessage } from '../../../components/stale-version/stale-version-alert';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useWrite } from '../../../lib/use-write';
import { PAGES_KEY, type PageDocument, savePage } from '../api/pages';

/**
 * What every page-document editor does around its fields: the form on the
 * waiting draft (issue 31) or the live content, a save with the version it was
 * read at (409 offers a reload), field errors in the fields and the error
 * summary with no failure toast beside them (issue 27), and the values for the
 * draft buttons once they are valid.
 */
export function usePageDocumentForm<T extends PageDocument['content']>(
  page: { id: string; version: number; content: T; draft: { content: T } | null },
  schema: Parameters<typeof schemaResolver>[0],
  onReload: () => void,
) {
  const form = useForm<T>({
    initialValues: page.draft?.content ?? page.content,
    validate: schemaResolver(schema),
  });
  const write = useWrite(savePage, [PAGES_KEY]);
  const [stale, setStale] = useState<string | null>(null);
  const summary = useErrorSummary();

  function fail(error: unknown) {
    const staleMessage = staleVersionMessage(error);
    if (staleMessage) return setStale(staleMessage);
    const fields = fieldErrorsOf(error);
    if (fields) {
      form.setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^content\./, ''), v])),
      );
      return summary.failed();
    }
    notifications.show({
      color: 'red',
      title: MESSAGES.errorInSubmittingForm,
      message: apiErrorMessage(error, MESSAGES.errorSubmittingFormTryAgain),
    });
  }

  async function submit(content: T) {
    try {
      await write.run(page.id, content, page.version);
      notifications.show({ color: 'green', message: PAGE_MESSAGES.saved });
      onReload();
    } catch (error) {
      fail(error);
    }
  }

  function validValues(): T | null {
    if (!form.validate().hasErrors) return form.getValues();
    summary.failed();
    return null;
  }

  return {
    form,
    summary,
    saving: write.isPending,
    stale,
    dismissStale: () => setStale(null),
    fail,
    /** The form's submit handler: a save, or the summary when a field is invalid. */
    onSubmit: form.onSubmit((values) => void submit(values), summary.failed),
    validValues,
  };
}
