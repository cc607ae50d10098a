import { ScheduleMeetingForm } from '../../../features/leads/components/schedule-meeting-form';
import { MantineScope } from '../../mantine-scope';

/** The schedule-meeting form with its Mantine provider: one deferred chunk (see components/island). */
export default function ScheduleMeetingFormIsland() {
  return (
    <MantineScope>
      <ScheduleMeetingForm />
    </MantineScope>
  );
}
