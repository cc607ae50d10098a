import { MESSAGES } from '@app/shared/messages';
import type { SectionDef } from '@app/shared/site-sections';
import { Button, Drawer, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RevisionHistory } from '../../../components/revision-history/revision-history';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { getSectionRevisions, restoreSection, SECTION_RECORDS_KEY } from '../api/edit-section';

/** A section's "History" button and drawer (issue 31): its kept versions, diffs and restore. */
export function SectionHistory({
  def,
  version,
  onRestored,
}: {
  def: SectionDef;
  version: number;
  onRestored: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const revisions = useQuery({
    queryKey: [...SECTION_RECORDS_KEY, 'revisions', def.key],
    queryFn: ({ signal }) => getSectionRevisions(def.key, signal),
    enabled: opened,
    staleTime: 0,
  });
  const write = useWrite(restoreSection, [SECTION_RECORDS_KEY]);
  const labels = Object.fromEntries(def.fields.map((f) => [f.name, f.label]));
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} aria-label={`History (${def.title})`}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={`History: ${def.title}`}
      >
        {revisions.isPending ? <Loader aria-label="Loading history" /> : null}
        {revisions.error ? (
          <Text c="red">{apiErrorMessage(revisions.error, MESSAGES.somethingWentWrong)}</Text>
        ) : null}
        {revisions.data ? (
          <RevisionHistory
            items={revisions.data.items}
            currentVersion={version}
            labels={labels}
            livePath={def.page}
            restore={(revision) => write.run(def.key, revision, version)}
            onRestored={() => {
              setOpened(false);
              onRestored();
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}
