import { errorSummaryTitle } from '@app/shared/messages';
import { Alert, Anchor, List } from '@mantine/core';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

interface Problem {
  /** The id of the field's control, the link's target. */
  id: string;
  label: string;
  message: string;
}

const CONTROL = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/** A label's words without the required asterisk (its own span). */
function labelText(label: Element): string {
  return Array.from(label.childNodes)
    .filter((node) => !(node instanceof Element && node.classList.contains('mantine-InputWrapper-required')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/** A control's id, given one if it has none (a rich-text area), so the summary can link to it. */
function idOf(control: HTMLElement, n: number): string {
  if (!control.id) control.id = `field-with-error-${n}`;
  return control.id;
}

/**
 * The errors the form shows, read from its rendered fields (Mantine's Input.Wrapper error text),
 * in the order they appear: a client rule's message and a server's field error are read the same
 * way, and one that clears in its field leaves the summary with it.
 */
export function problemsIn(form: HTMLElement): Problem[] {
  const found: Problem[] = [];
  form.querySelectorAll<HTMLElement>('.mantine-InputWrapper-error').forEach((error, n) => {
    const message = error.textContent?.trim();
    if (!message) return;
    const wrapper = error.closest<HTMLElement>('.mantine-InputWrapper-root') ?? error.parentElement;
    const described = error.id ? form.querySelector<HTMLElement>(`[aria-describedby~="${error.id}"]`) : null;
    const control = described ?? wrapper?.querySelector<HTMLElement>(CONTROL);
    if (!control) return;
    const label = wrapper?.querySelector('.mantine-InputWrapper-label');
    found.push({ id: idOf(control, n), label: label ? labelText(label) : '', message });
  });
  return found;
}

/** The message, after its field's label when the message does not name the field itself. */
function withLabel(p: Problem): string {
  return p.label && !p.message.toLowerCase().includes(p.label.toLowerCase())
    ? `${p.label}: ${p.message}`
    : p.message;
}

export interface FormErrorSummaryProps {
  /** The form whose fields the summary lists. */
  formRef: RefObject<HTMLElement | null>;
  /** The form's errors: the summary reads the fields again when they change. */
  errors: Record<string, unknown>;
  /** Counts failed submits: each one moves focus to the summary and brings it into view. */
  attempt: number;
}

/**
 * GOV.UK's error summary: after a failed submit, a box at the top of the form says how many
 * problems there are, each a link that focuses its field; focus moves to the box. It follows the
 * fields: an error fixed leaves the list, and the box goes when none is left.
 */
export function FormErrorSummary({ formRef, errors, attempt }: FormErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problem[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are read again whenever the errors change.
  useLayoutEffect(() => {
    setProblems(attempt > 0 && formRef.current ? problemsIn(formRef.current) : []);
  }, [errors, attempt, formRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failed submit moves focus.
  useLayoutEffect(() => {
    if (attempt > 0 && box.current) {
      box.current.focus({ preventScroll: true });
      box.current.scrollIntoView({ block: 'start' });
    }
  }, [attempt, problems.length > 0]);

  if (attempt === 0 || problems.length === 0) return null;
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      role="alert"
      color="red"
      variant="light"
      title={errorSummaryTitle(problems.length)}
      data-testid="error-summary"
      style={{ scrollMarginTop: 76 }}
    >
      <List size="sm" spacing={2}>
        {problems.map((p) => (
          <List.Item key={p.id}>
            <Anchor
              href={`#${p.id}`}
              size="sm"
              c="red.9"
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(p.id);
                field?.scrollIntoView({ block: 'center' });
                field?.focus({ preventScroll: true });
              }}
            >
              {withLabel(p)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The summary's state for a form: its element, and `failed()` to call on each failed submit. */
export function useErrorSummary<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [attempt, setAttempt] = useState(0);
  return { formRef, attempt, failed: () => setAttempt((n) => n + 1) };
}
