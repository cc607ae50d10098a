import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { LinkItem } from '../../content/types';
import classes from './layout.module.css';

function focusItem(list: HTMLElement | null, index: number) {
  const links = list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('a')) : [];
  if (links.length === 0) return;
  links[(index + links.length) % links.length]?.focus();
}

/**
 * A disclosure menu of links (Services, Company). Click or Enter/Space toggles
 * it; ArrowDown opens it and focuses the first link; arrows move between
 * links; Escape closes it and returns focus to the button; it also closes on
 * navigation, on an outside click and when focus leaves it.
 */
export function NavDropdown({ label, items }: { label: string; items: readonly LinkItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever a navigation happens.
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(listRef.current, index + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(listRef.current, index < 0 ? -1 : index - 1);
    }
  };

  return (
    <li
      ref={rootRef}
      className={classes.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.navItem}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg className={classes.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul ref={listRef} id={listId} className={classes.dropdownList} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={classes.dropdownLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
