import type { ProcessStepContent } from '../../content/types';
import classes from './ui.module.css';

/** Numbered process steps as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStepContent[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.heading} className={classes.step}>
          <h3 className={classes.cardTitle}>{step.heading}</h3>
          <p className={classes.cardText}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
