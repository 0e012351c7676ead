import { defineIcon } from '../../shared/svg-icon';

/** An open magazine: the Electronic Magazine menu group. */
export const IconMagazine = defineIcon(
  <>
    <path d="M3 6a2 2 0 0 1 2-2h5a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H3z" />
    <path d="M21 6a2 2 0 0 0-2-2h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h7z" />
  </>,
);

/** Stacked sections. */
export const IconSections = defineIcon(
  <>
    <path d="M4 4h16v5H4z" />
    <path d="M4 13h16v7H4z" />
  </>,
);

/** A page of text: articles. */
export const IconArticle = defineIcon(
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M9 11h7M9 15h7M9 7h3" />
  </>,
);
