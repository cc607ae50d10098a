import { Link, NavLink } from 'react-router-dom';
import { COMPANY } from '../../content/company';
import { ADMIN_NAV, NAV_ENTRIES } from '../../content/navigation';
import { ContactButton } from './contact-button';
import classes from './layout.module.css';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';

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
 * Careers and a Contact Us button; a drawer on small screens. Static markup:
 * its behaviour (menus, drawer, hiding past 100 px while scrolling down, the
 * Admin-only navigation, the Contact Us event) is in src/site-script/chrome.ts.
 */
export function SiteHeader() {
  return (
    <header className={classes.header} data-site-header="">
      <div className={classes.bar}>
        <Logo />
        <nav aria-label="Main" className={classes.adminNav}>
          <NavLink to={ADMIN_NAV.to} className={classes.navItem}>
            {ADMIN_NAV.label}
          </NavLink>
        </nav>
        <div className={classes.publicNav}>
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
                  <NavDropdown key={entry.id} id={entry.id} label={entry.label} items={entry.items} />
                ),
              )}
            </ul>
            <ContactButton />
          </nav>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
