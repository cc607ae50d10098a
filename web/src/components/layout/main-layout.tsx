import { Outlet } from 'react-router-dom';
import classes from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Navigation + page + footer: every page except the bare ones (/login, /dashboard). */
export function MainLayout() {
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
