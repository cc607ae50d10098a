import { DRAWER_CLOSE_DELAY_MS } from '@app/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CONTACT_BUTTON, NAV_ENTRIES } from '../../content/navigation';
import classes from './layout.module.css';

/**
 * Mobile navigation: a burger button opening a slide-in drawer (a modal
 * <dialog>, so focus stays inside and Escape closes it). SPEC §2, §9: the
 * drawer closes 1 s after a navigation.
 */
export function MobileDrawer({ onContactClick }: { onContactClick: () => void }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = key;
    const timer = setTimeout(() => setOpen(false), DRAWER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return (
    <>
      <button
        type="button"
        className={classes.burger}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-drawer"
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; keyboard users close with Escape or the Close button. */}
      <dialog
        ref={dialogRef}
        id="mobile-drawer"
        className={classes.drawer}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (event.target === dialogRef.current) setOpen(false);
        }}
      >
        <div className={classes.drawerContent}>
          <button
            type="button"
            className={classes.drawerClose}
            aria-label="Close menu"
            onClick={() => setOpen(false)}
          >
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
            <Link to={CONTACT_BUTTON.to} className={classes.contactButton} onClick={onContactClick}>
              {CONTACT_BUTTON.label}
            </Link>
          </nav>
        </div>
      </dialog>
    </>
  );
}
