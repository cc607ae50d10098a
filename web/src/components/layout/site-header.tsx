import { Link, NavLink, useLocation } from 'react-router-dom';
import { COMPANY } from '../../content/company';
import { ADMIN_NAV, CONTACT_BUTTON, NAV_ENTRIES } from '../../content/navigation';
import { CONTACT_US_CLICK_EVENT, pushAnalyticsEvent } from '../../lib/analytics';
import { isAdminUser } from '../../lib/stored-user';
import { useStoredUser } from '../../lib/use-stored-user';
import classes from './layout.module.css';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';
import { useHideOnScroll } from './use-hide-on-scroll';

function Logo() {
  const { logo } = COMPANY;
  return (
    <Link to="/" className={classes.logo}>
      <img src={logo.src} alt={`${COMPANY.name} home`} width={logo.width} height={logo.height} />
    </Link>
  );
}

/**
 * Top navigation (SPEC §2): Services and Company dropdowns, Industries,
 * Careers and a Contact Us button; a drawer on small screens; hidden while
 * scrolling down past 100 px. A signed-in Admin sees only "Admin".
 */
export function SiteHeader() {
  const hidden = useHideOnScroll();
  const user = useStoredUser();
  const { pathname } = useLocation();
  const trackContact = () =>
    pushAnalyticsEvent(CONTACT_US_CLICK_EVENT, { label: CONTACT_BUTTON.label, page: pathname });

  return (
    <header className={classes.header} data-hidden={hidden || undefined}>
      <div className={classes.bar}>
        <Logo />
        {isAdminUser(user) ? (
          <nav aria-label="Main" className={classes.adminNav}>
            <NavLink to={ADMIN_NAV.to} className={classes.navItem}>
              {ADMIN_NAV.label}
            </NavLink>
          </nav>
        ) : (
          <>
            <nav aria-label="Main" className={classes.desktopNav}>
              <ul className={classes.navList}>
                {NAV_ENTRIES.map((entry) =>
                  entry.kind === 'link' ? (
                    <li key={entry.to}>
                      <NavLink to={entry.to} className={classes.navItem}>
                        {entry.label}
                      </NavLink>
                    </li>
                  ) : (
                    <NavDropdown key={entry.id} label={entry.label} items={entry.items} />
                  ),
                )}
              </ul>
              <Link to={CONTACT_BUTTON.to} className={classes.contactButton} onClick={trackContact}>
                {CONTACT_BUTTON.label}
              </Link>
            </nav>
            <MobileDrawer onContactClick={trackContact} />
          </>
        )}
      </div>
    </header>
  );
}
