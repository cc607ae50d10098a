import { Outlet } from 'react-router-dom';
import classes from './layout.module.css';

/** Pages without navigation and footer (SPEC §2: /login and /dashboard). */
export function BareLayout() {
  return (
    <main id="main" className={classes.bareMain}>
      <Outlet />
    </main>
  );
}
