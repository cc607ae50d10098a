import type { CSSProperties } from 'react';
/**
 * Mantine CSS the lead forms need beyond app/styles.ts (which keeps public
 * pages small by importing per component): inputs and the slot chips. Each
 * form imports this, so the CSS travels with the page chunk that shows it.
 */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Alert.layer.css';
// The Switch is built on InlineInput: without its CSS the label falls below the track.
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import classes from './lead-form.module.css';

/** Class of every lead form: 16 px inputs, so iOS does not zoom in on focus. */
export const FORM_CLASS = classes.form;

/**
 * Inline style of every lead form: Mantine's default error red (red-6) is
 * below WCAG AA contrast for small text on white, so errors use red-9 here.
 */
export const FORM_STYLE = {
  position: 'relative',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;
