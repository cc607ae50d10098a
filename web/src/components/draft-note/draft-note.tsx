import { staffDateTime } from '@app/shared/staff-time';
import { readableZoneName } from '@app/shared/time-zones';
import { Alert } from '@mantine/core';
import { useStaffZone } from '../../lib/staff-zone';

/**
 * Says that the editor shows a draft (issue 31), who saved it, and that the
 * live page or post is unchanged until it goes live: at its scheduled time
 * (in the member's zone, named) or when someone publishes it.
 */
export function DraftNote({
  draft,
  what,
}: {
  draft: { updatedBy: string; publishAt: string | null } | null | undefined;
  /** "page" or "post": what stays live meanwhile. */
  what: string;
}) {
  const zone = useStaffZone();
  if (!draft) return null;
  const at = draft.publishAt;
  return (
    <Alert
      color="yellow"
      title="Editing the draft"
      data-testid="draft-note"
      style={{ overflowWrap: 'anywhere' }}
    >
      Saved by {draft.updatedBy}. The live {what} is unchanged until{' '}
      {at
        ? `the draft goes live on ${staffDateTime(at, zone)}, ${readableZoneName(zone, new Date(at))}`
        : 'you publish the draft'}
      .
    </Alert>
  );
}
