import { LetsConnectForm } from '../../../features/leads/components/lets-connect-form';
import { MantineScope } from '../../mantine-scope';

/** The lets-connect form with its Mantine provider: one deferred chunk (see components/island). */
export default function LetsConnectFormIsland() {
  return (
    <MantineScope>
      <LetsConnectForm />
    </MantineScope>
  );
}
