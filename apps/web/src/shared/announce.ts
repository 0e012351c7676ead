/**
 * One polite live region for the page, for what changes without the focus moving there (a row's
 * status changed from its menu). It is created on the first call and stays, empty, in the body:
 * screen readers speak a region's changes only once they know it, so the words are put in a
 * moment after it exists, and cleared first so the same sentence twice is spoken twice.
 */
const REGION_ATTRIBUTE = 'data-announcer';
const DELAY_MS = 100;

let pending: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (existing) return existing;
  const created = document.createElement('div');
  created.setAttribute(REGION_ATTRIBUTE, '');
  created.setAttribute('role', 'status');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  // Visually hidden, read by screen readers (as Mantine's VisuallyHidden).
  Object.assign(created.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(created);
  return created;
}

/** Speaks `message` politely (after what the screen reader is saying). */
export function announce(message: string): void {
  const target = region();
  target.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = message;
  }, DELAY_MS);
}
