import { useEffect } from 'react';
import { pageTitle } from '../../config/page-title';
import classes from './something-went-wrong.module.css';

export const PAGE_NOT_FOUND = 'Page not found';
const NOT_FOUND_TEXT =
  'There is no page at this address. It may have moved, or the link may have a typo. These pages can help:';

const HELPFUL_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/service/mvp-development', label: 'Our services' },
  { href: '/case-study', label: 'Case studies' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/careers', label: 'Careers' },
  { href: '/contact-us', label: 'Contact us' },
] as const;

/**
 * The page for a mistyped or outdated URL (the catch-all route and 404.html):
 * says what happened and offers the main destinations. Server errors keep
 * SPEC §8's "Something went wrong." page (/error, the route error boundary).
 */
export function PageNotFound() {
  useEffect(() => {
    document.title = pageTitle(PAGE_NOT_FOUND);
  }, []);
  return (
    <div className={classes.wrap}>
      <p className={classes.code}>404</p>
      <h1 className={classes.title}>{PAGE_NOT_FOUND}</h1>
      <p className={classes.text}>{NOT_FOUND_TEXT}</p>
      <ul className={classes.links}>
        {HELPFUL_LINKS.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
      <a href="/" className={classes.action}>
        Go to the home page
      </a>
    </div>
  );
}
