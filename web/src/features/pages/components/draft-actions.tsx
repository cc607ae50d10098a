import { PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useWrite } from '../../../lib/use-write';
import { endPageDraft, PAGES_KEY, type PageDocument, savePageDraft } from '../api/pages';

/**
 * The draft buttons of a page editor (issue 31): "Save draft" keeps the live
 * page as it is; with a draft waiting, "Publish draft" makes it live and
 * "Discard draft" drops it. Each sends the version the editor read.
 */
export function DraftActions({
  page,
  values,
  onDone,
  onError,
}: {
  page: PageDocument;
  /** The form's content when valid, else null (the form shows its errors). */
  values: () => PageDocument['content'] | null;
  onDone: () => void;
  onError: (error: unknown) => void;
}) {
  const draft = useWrite(savePageDraft, [PAGES_KEY]);
  const end = useWrite(endPageDraft, [PAGES_KEY]);
  async function act(run: () => Promise<unknown>, message: string) {
    try {
      await run();
      notifications.show({ color: 'green', message });
      onDone();
    } catch (error) {
      onError(error);
    }
  }
  const saveDraft = () => {
    const content = values();
    if (content) void act(() => draft.run(page.id, content, page.version), PAGE_DRAFT_MESSAGES.draftSaved);
  };
  return (
    <>
      <Button variant="light" onClick={saveDraft} loading={draft.isPending}>
        Save draft
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
    </>
  );
}

/** Says that the editor shows a draft, and that the live page is unchanged. */
export function DraftNote({ page }: { page: PageDocument }) {
  if (!page.draft) return null;
  return (
    <Alert color="yellow" title="Editing the draft" data-testid="draft-note">
      Saved by {page.draft.updatedBy}. The live page is unchanged until you publish the draft.
    </Alert>
  );
}
