import type { CSSProperties } from 'react';
import type { ProcessStepContent } from '../../content/types';
import classes from './ui.module.css';

/**
 * Numbered process steps as an ordered list. Rows stay full: four steps take
 * four columns, six take three (3 + 3, not 4 + 2 with an empty half row).
 */
export function ProcessSteps({ steps, slot }: { steps: readonly ProcessStepContent[]; slot?: string }) {
  const columns = steps.length % 4 === 0 ? 4 : 3;
  return (
    <ol
      className={classes.steps}
      style={{ '--steps-max-columns': columns } as CSSProperties}
      data-slot={slot}
    >
      {steps.map((step) => (
        <li key={step.heading} className={classes.step}>
          <h3 className={classes.cardTitle}>{step.heading}</h3>
          <p className={classes.cardText}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
