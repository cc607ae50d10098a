// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasTypedValues, restoreSnapshot, takeSnapshot } from './form-state';

function form(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

const FIELDS =
  '<form><input name="name"><input name="email"><select name="budget"><option value="">-</option><option>TBD</option></select><textarea name="message"></textarea><input type="checkbox" name="agree"></form>';

describe('carrying typed values from the prerendered form to the live one', () => {
  it('restores values, checkboxes and focus by field name, firing input events', () => {
    const before = form(FIELDS);
    (before.querySelector('[name=name]') as HTMLInputElement).value = 'Ada';
    (before.querySelector('[name=budget]') as HTMLSelectElement).value = 'TBD';
    (before.querySelector('[name=message]') as HTMLTextAreaElement).value = 'Hello';
    (before.querySelector('[name=agree]') as HTMLInputElement).checked = true;
    (before.querySelector('[name=email]') as HTMLInputElement).focus();
    const snapshot = takeSnapshot(before);
    before.remove();

    const after = form(FIELDS);
    const inputs: string[] = [];
    after.addEventListener('input', (e) => inputs.push((e.target as HTMLInputElement).name));
    restoreSnapshot(after, snapshot);
    expect((after.querySelector('[name=name]') as HTMLInputElement).value).toBe('Ada');
    expect((after.querySelector('[name=budget]') as HTMLSelectElement).value).toBe('TBD');
    expect((after.querySelector('[name=message]') as HTMLTextAreaElement).value).toBe('Hello');
    expect((after.querySelector('[name=agree]') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    expect(inputs).toEqual(['name', 'budget', 'message', 'agree']);
    after.remove();
  });
});

describe('focus on a control that is not a field', () => {
  it('moves to the element the live form marks with the same data-focus-id', () => {
    const before = form(
      '<form><input name="name"><button type="button" data-focus-id="picker">Show</button></form>',
    );
    (before.querySelector('button') as HTMLButtonElement).focus();
    const snapshot = takeSnapshot(before);
    before.remove();

    const after = form(
      '<form><input name="name"><div tabindex="-1" data-focus-id="picker">Times</div></form>',
    );
    restoreSnapshot(after, snapshot);
    expect(document.activeElement).toBe(after.querySelector('div[data-focus-id="picker"]'));
    after.remove();
  });
});

describe('hasTypedValues', () => {
  it('tells a touched form from an untouched one', () => {
    const root = form(FIELDS);
    expect(hasTypedValues(root)).toBe(false);
    (root.querySelector('[name=message]') as HTMLTextAreaElement).value = 'x';
    expect(hasTypedValues(root)).toBe(true);
    root.remove();
  });
});
