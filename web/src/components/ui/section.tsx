import type { ReactNode } from 'react';
import { Container } from './grid';
import classes from './ui.module.css';

/** A page section with an h2 (its accessible name) and an optional intro. */
export function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={muted ? classes.sectionMuted : classes.section}>
      <Container>
        <h2 id={headingId} className={classes.sectionTitle}>
          {title}
        </h2>
        {intro ? <p className={classes.sectionIntro}>{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}
