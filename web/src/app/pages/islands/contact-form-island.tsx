import { ContactForm } from '../../../features/leads/components/contact-form';
import { MantineScope } from '../../mantine-scope';

/** The Contact Us form with its Mantine provider: one deferred chunk (see components/island). */
export default function ContactFormIsland() {
  return (
    <MantineScope>
      <ContactForm />
    </MantineScope>
  );
}
