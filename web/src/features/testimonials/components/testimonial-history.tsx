import { MESSAGES } from '@app/shared/messages';
import type { TestimonialView } from '@app/shared/schemas/testimonial';
import { Button, Drawer, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RevisionHistory } from '../../../components/revision-history/revision-history';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { TESTIMONIALS_KEY } from '../api/list-testimonials';
import { listTestimonialRevisions, useRestoreTestimonial } from '../api/testimonial-revisions';

const LABELS = {
  name: 'Name',
  designation: 'Designation',
  websiteName: 'Website name',
  link: 'Link',
  testimonial: 'Testimonial',
};

/** A testimonial's "History" button and drawer (issue 31). */
export function TestimonialHistory({
  testimonial,
  onRestored,
}: {
  testimonial: TestimonialView;
  onRestored: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const restore = useRestoreTestimonial();
  const revisions = useQuery({
    queryKey: [...TESTIMONIALS_KEY, 'revisions', testimonial.id],
    queryFn: ({ signal }) => listTestimonialRevisions(testimonial.id, signal),
    enabled: opened,
    staleTime: 0,
  });
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpened(true)}
        aria-label={`History of the testimonial by ${testimonial.name}`}
      >
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={`History: testimonial by ${testimonial.name}`}
      >
        {revisions.isPending ? <Loader aria-label="Loading history" /> : null}
        {revisions.error ? (
          <Text c="red">{apiErrorMessage(revisions.error, MESSAGES.somethingWentWrong)}</Text>
        ) : null}
        {revisions.data ? (
          <RevisionHistory
            items={revisions.data.items}
            currentVersion={testimonial.version}
            labels={LABELS}
            livePath="/"
            restore={(revision) => restore.run(testimonial.id, revision, testimonial.version)}
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
