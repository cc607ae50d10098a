import type { NextSteps } from '@app/shared/next-steps';
import { useEffect, useRef } from 'react';
import classes from './form-confirmation.module.css';

export interface FormConfirmationProps {
  /** The spec's success text for this form (SPEC §8), shown above the heading and in the toast. */
  status: string;
  next: NextSteps;
  /** What the visitor sent or booked, as label and value (a meeting time, a position). */
  summary?: ReadonlyArray<readonly [label: string, value: string]>;
  /** What the visitor can do next: start again ('Send another message') or go on (a link). */
  action: { label: string; onClick: () => void } | { label: string; href: string };
  /** A second way on, as a link (a booked meeting's "Reschedule or cancel"). */
  link?: { label: string; href: string };
}

/**
 * The lasting confirmation a form ends on: it replaces the form, stays until
 * the visitor leaves or starts again, and says what happens next (the same
 * text as the acknowledgement mail, shared/src/next-steps.ts). Its heading
 * takes focus, so keyboard and screen-reader users land on it.
 */
export function FormConfirmation({ status, next, summary = [], action, link }: FormConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <section className={classes.panel} aria-labelledby="form-confirmation-heading" data-confirmation>
      <div className={classes.head}>
        <svg className={classes.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <div>
          <p className={classes.status} role="status">
            {status}
          </p>
          <h2 id="form-confirmation-heading" ref={heading} tabIndex={-1} className={classes.heading}>
            {next.heading}
          </h2>
        </div>
      </div>
      {summary.length ? (
        <dl className={classes.summary}>
          {summary.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h3 className={classes.nextHeading}>What happens next</h3>
      <ol className={classes.steps}>
        {next.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {'href' in action ? (
        <a className={classes.again} href={action.href}>
          {action.label}
        </a>
      ) : (
        <button type="button" className={classes.again} onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {link ? (
        <a className={`${classes.again} ${classes.link}`} href={link.href}>
          {link.label}
        </a>
      ) : null}
    </section>
  );
}
