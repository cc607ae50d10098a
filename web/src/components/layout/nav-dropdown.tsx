import { NavLink } from 'react-router-dom';
import type { LinkItem } from '../../content/types';
import classes from './layout.module.css';

/**
 * A disclosure menu of links (Services, Company), closed in the HTML; the
 * site script (src/site-script/dropdowns.ts) opens and closes it.
 */
export function NavDropdown({ id, label, items }: { id: string; label: string; items: readonly LinkItem[] }) {
  const listId = `menu-${id}`;
  return (
    <li className={classes.dropdown} data-dropdown="">
      <button type="button" className={classes.navItem} aria-expanded="false" aria-controls={listId}>
        {label}
        <svg className={classes.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={listId} className={classes.dropdownList} hidden>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={classes.dropdownLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
