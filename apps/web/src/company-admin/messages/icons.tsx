import { defineIcon } from '../../shared/svg-icon';

/** An envelope: the messages menu entry. */
export const IconMail = defineIcon(
  <>
    <path d="M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
