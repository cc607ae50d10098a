import type { ReactNode } from 'react';
import { Container } from './grid';
import classes from './ui.module.css';

/** The top of every content page: optional eyebrow, the page's only h1, and a lead paragraph. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.pageHeader}>
      <Container>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h1 className={classes.pageTitle}>{title}</h1>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
        {children}
      </Container>
    </div>
  );
}
