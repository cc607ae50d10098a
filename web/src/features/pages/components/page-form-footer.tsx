import { Anchor, Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { StaleVersionAlert } from '../../../components/stale-version/stale-version-alert';
import type { PageDocument } from '../api/pages';
import { DraftActions, DraftNote } from './draft-actions';
import { hasSearchSnippet, SeoFieldset } from './seo-fieldset';

/** What an editor's footer needs from usePageDocumentForm. */
export interface PageEditorState {
  saving: boolean;
  stale: string | null;
  dismissStale: () => void;
  fail: (error: unknown) => void;
  validValues: () => PageDocument['content'] | null;
  /** The editor's form: the search-and-sharing fields are part of it. */
  // biome-ignore lint/suspicious/noExplicitAny: every page editor's form, whatever its content's shape
  form: UseFormReturnType<any>;
}

/**
 * The bottom of every page editor (issue 31): "Search and sharing" for a page
 * of its own, the stale-version alert, the
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
      {hasSearchSnippet(page) ? <SeoFieldset page={page} form={editor.form} /> : null}
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
