import { Link } from 'react-router-dom';
import { Container } from './grid';
import classes from './ui.module.css';

/** Closing banner that sends visitors to a lead form (or, from a blog post's call to action, any link). */
export function CallToAction({
  heading = 'Have a project in mind?',
  text = 'Tell us about it. We reply within one business day with next steps.',
  label = "Let's Connect",
  to = '/lets-connect',
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
        {/^https?:\/\//.test(to) ? (
          <a href={to} className={classes.ctaButton}>
            {label}
          </a>
        ) : (
          <Link to={to} className={classes.ctaButton}>
            {label}
          </Link>
        )}
      </aside>
    </Container>
  );
}
