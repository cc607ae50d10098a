import { NavLink } from 'react-router-dom';
import { NAV_ENTRIES } from '../../content/navigation';
import { ContactButton } from './contact-button';
import classes from './layout.module.css';

/**
 * Mobile navigation: a burger button opening a slide-in drawer (a modal
 * <dialog>, so focus stays inside and Escape closes it). Behaviour, including
 * SPEC §2's close 1 s after a navigation: src/site-script/drawer.ts.
 */
export function MobileDrawer() {
  return (
    <>
      <button
        type="button"
        className={classes.burger}
        aria-label="Open menu"
        aria-expanded="false"
        aria-controls="mobile-drawer"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog id="mobile-drawer" className={classes.drawer} aria-label="Menu">
        <div className={classes.drawerContent}>
          <button type="button" className={classes.drawerClose} aria-label="Close menu" data-drawer-close="">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <nav aria-label="Mobile">
            <ul className={classes.drawerList}>
              {NAV_ENTRIES.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={classes.drawerLink}>
                      {entry.label}
                    </NavLink>
                  </li>
                ) : (
                  <li key={entry.id}>
                    <span className={classes.drawerGroup}>{entry.label}</span>
                    <ul className={classes.drawerSubList}>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={classes.drawerLink}>
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
            <ContactButton />
          </nav>
        </div>
      </dialog>
    </>
  );
}
