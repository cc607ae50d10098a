import { Anchor, Button } from '@mantine/core';
import { StaleVersionAlert } from '../../../components/stale-version/stale-version-alert';
import type { PageDocument } from '../api/pages';
import { DraftActions, DraftNote } from './draft-actions';

/** What an editor's footer needs from usePageDocumentForm. */
export interface PageEditorState {
  saving: boolean;
  stale: string | null;
  dismissStale: () => void;
  fail: (error: unknown) => void;
  validValues: () => PageDocument['content'] | null;
}

/**
 * The bottom of every page editor (issue 31): the stale-version alert, the
 * draft note, then one row with "Save" (while no draft waits: a save then
 * goes live at once), the draft buttons and "View the page".
 */
export function PageFormFooter({
  page,
  editor,
  onReload,
}: {
  page: PageDocument;
  editor: PageEditorState;
  onReload: () => void;
}) {
  return (
    <>
      <StaleVersionAlert message={editor.stale} onReload={onReload} onDismiss={editor.dismissStale} />
      <DraftNote page={page} />
      <DraftActions
        page={page}
        values={editor.validValues}
        onDone={onReload}
        onError={editor.fail}
        leading={
          page.draft ? null : (
            <Button type="submit" loading={editor.saving}>
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
    </>
  );
}
