import { HONEYPOT_FIELD } from '@app/shared/leads';

/**
 * A field only bots fill: off-screen, hidden from assistive technology and
 * skipped by the Tab key. The server accepts a filled one silently and drops it.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
