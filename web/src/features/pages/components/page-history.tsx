import { MESSAGES } from '@app/shared/messages';
import { PAGE_FIELD_LABELS } from '@app/shared/pages/page-messages';
import { Loader, Text } from '@mantine/core';
import { RevisionHistory } from '../../../components/revision-history/revision-history';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { PAGES_KEY, type PageDocument } from '../api/pages';
import { restorePage, usePageRevisions } from '../api/revisions';

/** The History tab of a page's editor. */
export function PageHistory({ page, onRestored }: { page: PageDocument; onRestored: () => void }) {
  const revisions = usePageRevisions(page.id, true);
  const restore = useWrite(restorePage, [PAGES_KEY]);
  if (revisions.isPending) return <Loader aria-label="Loading history" />;
  if (revisions.error)
    return <Text c="red">{apiErrorMessage(revisions.error, MESSAGES.somethingWentWrong)}</Text>;
  return (
    <RevisionHistory
      items={revisions.data.items}
      currentVersion={page.version}
      labels={PAGE_FIELD_LABELS}
      livePath={page.path}
      restore={(revision) => restore.run(page.id, revision, page.version)}
      onRestored={onRestored}
    />
  );
}
