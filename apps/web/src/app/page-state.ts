import { PAGE_STATE_ELEMENT_ID } from '@app/contracts/page-addresses';
import type { PageState } from '../entry-server';

/** The data a server-rendered page was rendered with (null for the staff app's shell). */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
