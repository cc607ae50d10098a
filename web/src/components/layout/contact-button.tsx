import { Link } from 'react-router-dom';
import { CONTACT_BUTTON } from '../../content/navigation';
import { CONTACT_US_CLICK_EVENT } from '../../lib/analytics';
import classes from './layout.module.css';

/**
 * The header's Contact Us button, in the bar and in the mobile drawer alike.
 * The site script pushes its analytics event from these attributes (SPEC §2).
 */
export function ContactButton() {
  return (
    <Link
      to={CONTACT_BUTTON.to}
      className={classes.contactButton}
      data-analytics-event={CONTACT_US_CLICK_EVENT}
      data-analytics-label={CONTACT_BUTTON.label}
    >
      {CONTACT_BUTTON.label}
    </Link>
  );
}
