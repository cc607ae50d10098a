import { MESSAGES } from '@app/shared/messages';
import { useEffect } from 'react';
import { pageTitle } from '../../config/page-title';
import classes from './something-went-wrong.module.css';

export const SOMETHING_WENT_WRONG = MESSAGES.somethingWentWrong;
export const APOLOGY_TEXT =
  "We're sorry — the page you are looking for doesn't exist or could not be shown. Please go back to the home page or try again in a moment.";

interface Props {
  /** Replaces the default apology, e.g. when the site configuration failed to load. */
  details?: string;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
}

/**
 * SPEC §8 'Something went wrong.' with an apology. Used by the catch-all
 * route (and 404.html), /error, the route error boundary and the admin
 * area's startup error. Plain elements (no Mantine, no router link), so it
 * works anywhere, even outside the router.
 */
export function SomethingWentWrong({ details, onRetry }: Props) {
  useEffect(() => {
    document.title = pageTitle('Something went wrong');
  }, []);
  return (
    <div className={classes.wrap}>
      <h1 className={classes.title}>{SOMETHING_WENT_WRONG}</h1>
      <p className={classes.text}>{details ?? APOLOGY_TEXT}</p>
      {onRetry ? (
        <button type="button" className={classes.action} onClick={onRetry}>
          Try again
        </button>
      ) : (
        <a href="/" className={classes.action}>
          Go to the home page
        </a>
      )}
    </div>
  );
}
