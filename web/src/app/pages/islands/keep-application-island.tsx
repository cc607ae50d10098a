import { KeepApplication } from '../../../features/careers/components/keep-application';
import { MantineScope } from '../../mantine-scope';

/** The talent-pool answer (/careers/keep-my-application#t=…) with its Mantine provider: one deferred chunk. */
export default function KeepApplicationIsland() {
  return (
    <MantineScope>
      <KeepApplication />
    </MantineScope>
  );
}
