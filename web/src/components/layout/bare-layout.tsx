import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import classes from './layout.module.css';

/** Pages without navigation and footer (SPEC §2: /login; /dashboard has the admin shell's bare mode). */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <main id="main" className={classes.bareMain}>
      {children ?? <Outlet />}
    </main>
  );
}
