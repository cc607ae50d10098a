import type { ReactNode } from 'react';
import classes from './ui.module.css';

const COLS = { 1: '', 2: classes.grid2, 3: classes.grid3, 4: classes.grid4 } as const;

/** A responsive grid: one column on phones, two from 600 px, `cols` from 900 px (SPEC §9 breakpoints). */
export function Grid({
  cols = 3,
  children,
  slot,
}: {
  cols?: keyof typeof COLS;
  children: ReactNode;
  /** A template slot (shared/src/html/template.ts) the API fills from the page document. */
  slot?: string;
}) {
  return (
    <div className={`${classes.grid} ${COLS[cols]}`} data-slot={slot}>
      {children}
    </div>
  );
}

export function Container({
  narrow = false,
  children,
  className,
}: {
  narrow?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={[classes.container, narrow ? classes.narrow : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
