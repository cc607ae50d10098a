import { PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { DraftNote as SharedDraftNote } from '../../../components/draft-note/draft-note';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { fieldErrorsOf } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input';
import { endPageDraft, PAGES_KEY, type PageDocument, savePageDraft } from '../api/pages';

/**
 * The draft buttons of a page editor (issue 31): "Save draft" keeps the live
 * page as it is ("Schedule" with a publish time, a wall time in the member's
 * zone, named); with a draft waiting, "Publish draft" makes it live and
 * "Discard draft" drops it. Each sends the version the editor read.
 */
export function DraftActions({
  page,
  values,
  onDone,
  onError,
  leading,
  trailing,
}: {
  page: PageDocument;
  /** The editor's own buttons and links around the draft's, in one row. */
  leading?: ReactNode;
  trailing?: ReactNode;
  /** The form's content when valid, else null (the form shows its errors). */
  values: () => PageDocument['content'] | null;
  onDone: () => void;
  onError: (error: unknown) => void;
}) {
  const draft = useWrite(savePageDraft, [PAGES_KEY]);
  const end = useWrite(endPageDraft, [PAGES_KEY]);
  const [at, setAt] = useState(() => toZonedInput(page.draft?.publishAt ?? undefined));
  const [atError, setAtError] = useState<string | null>(null);
  async function act(run: () => Promise<unknown>, message: string) {
    try {
      await run();
      notifications.show({ color: 'green', message });
      onDone();
    } catch (error) {
      const publishAt = fieldErrorsOf(error)?.publishAt;
      if (publishAt) setAtError(publishAt);
      else onError(error);
    }
  }
  const saveDraft = () => {
    const publishAt = at ? fromZonedInput(at) : null;
    if (publishAt === undefined) return setAtError(PAGE_DRAFT_MESSAGES.publishAtInvalid);
    setAtError(null);
    const content = values();
    if (content)
      void act(() => draft.run(page.id, content, page.version, publishAt), PAGE_DRAFT_MESSAGES.draftSaved);
  };
  return (
    <>
      <Stack gap={4}>
        <TextInput
          type="datetime-local"
          label="Publish the draft at"
          description="Optional: the draft goes live at this time by itself."
          value={at}
          onChange={(e) => setAt(e.currentTarget.value)}
          error={atError}
        />
        <ZoneNote />
      </Stack>
      <Group>
        {leading}
        <Button variant="light" onClick={saveDraft} loading={draft.isPending}>
          {at ? 'Schedule' : 'Save draft'}
        </Button>
        {page.draft ? (
          <>
            <Button
              onClick={() =>
                void act(() => end.run(page.id, 'pagePublish', page.version), PAGE_DRAFT_MESSAGES.published)
              }
              loading={end.isPending}
            >
              Publish draft
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() =>
                void act(() => end.run(page.id, 'pageDiscard', page.version), PAGE_DRAFT_MESSAGES.discarded)
              }
              disabled={end.isPending}
            >
              Discard draft
            </Button>
          </>
        ) : null}
        {trailing}
      </Group>
    </>
  );
}

/** The draft note of the page editor (components/draft-note). */
export function DraftNote({ page }: { page: PageDocument }) {
  return <SharedDraftNote draft={page.draft} what="page" />;
}
