import type { ReactNode } from 'react';
import type { ImageAsset } from '../../content/types';
import { Container } from './grid';
import classes from './ui.module.css';

/**
 * The top of every content page: optional eyebrow, the page's only h1, and a
 * lead paragraph; with `art`, an illustration fills the right half from
 * 900 px (hidden on phones, where it would only push the content down).
 */
export function PageHeader({
  title,
  lead,
  eyebrow,
  art,
  leadSlot,
  artSlot,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** A template slot for the lead (the API fills it from the page document). */
  leadSlot?: string;
  eyebrow?: string;
  art?: ImageAsset;
  /** A template slot for the art's attributes (src, alt: the API fills them from the page document). */
  artSlot?: string;
  children?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <h1 className={classes.pageTitle}>{title}</h1>
      {lead ? (
        <p className={classes.lead} data-slot={leadSlot}>
          {lead}
        </p>
      ) : null}
      {children}
    </>
  );
  return (
    <div className={classes.pageHeader}>
      <Container>
        {art ? (
          <div className={classes.headerWithArt}>
            <div>{text}</div>
            <img
              className={classes.headerArt}
              src={art.src}
              alt={art.alt}
              width={art.width}
              height={art.height}
              fetchPriority="high"
              data-slot={artSlot}
            />
          </div>
        ) : (
          text
        )}
      </Container>
    </div>
  );
}
