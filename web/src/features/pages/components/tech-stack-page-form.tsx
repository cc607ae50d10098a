import { MESSAGES } from '@app/shared/messages';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import {
  TECH_STACK_GROUPS,
  TECH_STACK_LIMITS,
  type TechStackPageDoc,
  techStackPageSchema,
} from '@app/shared/pages/tech-stack-page';
import { ActionIcon, Anchor, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
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
  const form = useForm<TechStackPageDoc>({
    // A waiting draft is what the member goes on editing (issue 31).
    initialValues: page.draft?.content ?? page.content,
    validate: schemaResolver(techStackPageSchema),
  });
  const write = useWrite(savePage, [PAGES_KEY]);
  const [stale, setStale] = useState<string | null>(null);

  async function submit(content: TechStackPageDoc) {
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

  const validValues = (): TechStackPageDoc | null => (form.validate().hasErrors ? null : form.getValues());

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="lg">
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
