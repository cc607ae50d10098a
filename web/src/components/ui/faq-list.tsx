import type { Faq } from '../../content/types';
import classes from './ui.module.css';

/** FAQs as native disclosure widgets: keyboard-accessible without any script. */
export function FaqList({ faqs, slot }: { faqs: readonly Faq[]; slot?: string }) {
  return (
    <div data-slot={slot}>
      {faqs.map((faq) => (
        <details key={faq.question} className={classes.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
