import { defineIcon, type IconStyle } from './svg-icon';

/** The few line icons the toolkit needs. None of them points sideways, so none needs flipping in right-to-left layouts. */
const TOOLKIT: IconStyle = { size: 18 };

export const IconEdit = defineIcon(
  <>
    <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </>,
  TOOLKIT,
);

export const IconTrash = defineIcon(
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
  </>,
  TOOLKIT,
);

export const IconSearch = defineIcon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
  TOOLKIT,
);

export const IconPlus = defineIcon(<path d="M12 5v14M5 12h14" />, TOOLKIT);

export const IconPhoto = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </>,
  TOOLKIT,
);

export const IconFile = defineIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
  </>,
  TOOLKIT,
);

export const IconInbox = defineIcon(
  <>
    <path d="M4 13h4l1.5 3h5l1.5-3h4" />
    <path d="M4 13l2.5-8h11L20 13v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
  </>,
  TOOLKIT,
);
