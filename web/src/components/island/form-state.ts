/**
 * Carries what a visitor typed into a prerendered form over to the form that
 * replaces it once its code has loaded (see DeferredIsland).
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormSnapshot {
  readonly fields: ReadonlyArray<{ name: string; index: number; value: string; checked: boolean }>;
  readonly focusName: string | null;
  /**
   * `data-focus-id` of the focused element when it is not a named field (a button of the
   * prerendered form): the live form marks where focus goes instead with the same id.
   */
  readonly focusId: string | null;
}

function namedFields(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input[name], select[name], textarea[name]'));
}

function indexed(fields: Field[]) {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const index = seen.get(field.name) ?? 0;
    seen.set(field.name, index + 1);
    return { field, index };
  });
}

export function takeSnapshot(root: HTMLElement): FormSnapshot {
  const active = document.activeElement;
  return {
    fields: indexed(namedFields(root)).map(({ field, index }) => ({
      name: field.name,
      index,
      value: field.value,
      checked: field instanceof HTMLInputElement ? field.checked : false,
    })),
    focusName: active && root.contains(active) && 'name' in active ? String((active as Field).name) : null,
    focusId: active instanceof HTMLElement && root.contains(active) ? (active.dataset.focusId ?? null) : null,
  };
}

/** Sets a value the way typing would, so React's onChange/onInput handlers see it. */
function setNativeValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function restoreSnapshot(root: HTMLElement, snapshot: FormSnapshot): void {
  const byKey = new Map(
    indexed(namedFields(root)).map(({ field, index }) => [`${field.name}#${index}`, field]),
  );
  for (const saved of snapshot.fields) {
    const field = byKey.get(`${saved.name}#${saved.index}`);
    if (!field) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== saved.checked) field.click();
    } else if (field.value !== saved.value) {
      setNativeValue(field, saved.value);
    }
  }
  if (snapshot.focusName)
    namedFields(root)
      .find((f) => f.name === snapshot.focusName)
      ?.focus();
  else if (snapshot.focusId)
    Array.from(root.querySelectorAll<HTMLElement>('[data-focus-id]'))
      .find((el) => el.dataset.focusId === snapshot.focusId)
      ?.focus();
}

/** Whether any field differs from its prerendered default (someone typed before the code loaded). */
export function hasTypedValues(root: HTMLElement): boolean {
  return namedFields(root).some((field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      return field.checked !== field.defaultChecked;
    }
    if (field instanceof HTMLSelectElement) {
      const initial = Math.max(
        0,
        Array.from(field.options).findIndex((o) => o.defaultSelected),
      );
      return field.selectedIndex !== initial;
    }
    return field.value !== field.defaultValue;
  });
}
