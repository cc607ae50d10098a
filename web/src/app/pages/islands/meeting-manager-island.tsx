import { MeetingManager } from '../../../features/leads/components/meeting-manager';
import { MantineScope } from '../../mantine-scope';

/** The visitor's own meeting (/meeting#t=…) with its Mantine provider: one deferred chunk. */
export default function MeetingManagerIsland() {
  return (
    <MantineScope>
      <MeetingManager />
    </MantineScope>
  );
}
