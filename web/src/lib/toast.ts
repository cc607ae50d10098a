import { TOAST } from '@app/shared/constants';

/**
 * Toasts of the public pages (SPEC §2, §9: top-right, closed after 5000 ms),
 * without Mantine or React: the site script (copy link) and the form islands
 * use them. A polite live region, so screen readers announce each message;
 * errors are assertive. The admin area keeps Mantine's notifications, at the
 * same place and for the same time.
 */
export interface ToastInput {
  readonly message: string;
  readonly title?: string;
  readonly color?: 'green' | 'red';
}

function region(): HTMLElement {
  let el = document.getElementById('site-toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'site-toasts';
    el.className = 'site-toasts';
    el.dataset.position = TOAST.position;
    document.body.appendChild(el);
  }
  return el;
}

export function toast({ message, title, color = 'green' }: ToastInput): HTMLElement {
  const item = document.createElement('div');
  item.className = 'site-toast';
  item.dataset.color = color;
  item.setAttribute('role', color === 'red' ? 'alert' : 'status');
  if (title) {
    const strong = document.createElement('strong');
    strong.textContent = title;
    item.appendChild(strong);
  }
  const text = document.createElement('p');
  text.textContent = message;
  item.appendChild(text);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'site-toast-close';
  close.setAttribute('aria-label', 'Close notification');
  close.textContent = '×';
  const remove = () => item.remove();
  close.addEventListener('click', remove);
  item.appendChild(close);
  region().appendChild(item);
  window.setTimeout(remove, TOAST.autoClose);
  return item;
}
