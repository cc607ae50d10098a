import { Link } from 'react-router-dom';
import { Container } from './grid';
import classes from './ui.module.css';

const LETS_CONNECT = '/lets-connect';

/** The project form's alternative: visitors who would rather talk book a call (the only way to reach /schedule-meeting). */
const SCHEDULE_MEETING_LINK = { label: 'Schedule a meeting', to: '/schedule-meeting' } as const;

/**
 * Closing banner that sends visitors to a lead form (or, from a blog post's
 * call to action, any link). The default banner offers both lead forms.
 */
export function CallToAction({
  heading = 'Have a project in mind?',
  text = 'Tell us about it. We reply within one business day with next steps.',
  label = "Let's Connect",
  to = LETS_CONNECT,
}: {
  heading?: string;
  text?: string;
  label?: string;
  to?: string;
}) {
  return (
    <Container>
      <aside className={classes.cta} aria-label={heading}>
        <h2>{heading}</h2>
        <p>{text}</p>
        <div className={classes.ctaActions}>
          {/^https?:\/\//.test(to) ? (
            <a href={to} className={classes.ctaButton}>
              {label}
            </a>
          ) : (
            <Link to={to} className={classes.ctaButton}>
              {label}
            </Link>
          )}
          {to === LETS_CONNECT ? (
            <Link to={SCHEDULE_MEETING_LINK.to} className={classes.ctaSecondary}>
              {SCHEDULE_MEETING_LINK.label}
            </Link>
          ) : null}
        </div>
      </aside>
    </Container>
  );
}
