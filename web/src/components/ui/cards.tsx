import type { ReactNode } from 'react';
import type { ImageAsset, TitledText } from '../../content/types';
import { Grid } from './grid';
import { Picture } from './picture';
import classes from './ui.module.css';

export function Card({
  title,
  children,
  image,
  imageField,
}: {
  title: ReactNode;
  children: ReactNode;
  image?: ImageAsset;
  /** Marks the image as a staff-editable site section field (features/site-sections). */
  imageField?: string;
}) {
  return (
    <article className={classes.card}>
      {image ? <Picture image={image} sectionField={imageField} /> : null}
      <h3 className={classes.cardTitle}>{title}</h3>
      {children}
    </article>
  );
}

/** A responsive grid of titled text cards (capabilities, offerings, values...). */
export function TextCards({
  items,
  cols = 4,
  slot,
}: {
  items: readonly TitledText[];
  cols?: 2 | 3 | 4;
  slot?: string;
}) {
  return (
    <Grid cols={cols} slot={slot}>
      {items.map((item) => (
        <Card key={item.title} title={item.title}>
          <p className={classes.cardText}>{item.description}</p>
        </Card>
      ))}
    </Grid>
  );
}
