import { MESSAGES } from '@app/shared/messages';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { staleVersionMessage } from '../../../components/stale-version/stale-version-alert';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { PAGES_KEY, type PageDocument, savePage } from '../api/pages';

/**
 * A page editor's save: sends the version it was read at; a 409 offers a
 * reload (`stale`), field errors land on their fields (`content.` stripped).
 */
export function usePageSubmit<V>(form: UseFormReturnType<V>, page: PageDocument, onReload: () => void) {
  const write = useWrite(savePage, [PAGES_KEY]);
  const [stale, setStale] = useState<string | null>(null);

  async function submit(content: V) {
    try {
      await write.run(page.id, content as PageDocument['content'], page.version);
      notifications.show({ color: 'green', message: PAGE_MESSAGES.saved });
      onReload();
    } catch (error) {
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
  }
  return { submit, pending: write.isPending, stale, dismissStale: () => setStale(null) };
}
