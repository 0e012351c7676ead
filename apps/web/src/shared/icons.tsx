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

export const IconCalendar = defineIcon(
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </>,
  TOOLKIT,
);

export const IconArrowUp = defineIcon(<path d="M12 19V5M6 11l6-6 6 6" />, TOOLKIT);
export const IconArrowDown = defineIcon(<path d="M12 5v14M6 13l6 6 6-6" />, TOOLKIT);
/** Sort state of a column: both chevrons when unsorted. */
export const IconSelector = defineIcon(<path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, TOOLKIT);
export const IconChevronUp = defineIcon(<path d="M6 15l6-6 6 6" />, TOOLKIT);
export const IconChevronDown = defineIcon(<path d="M6 9l6 6 6-6" />, TOOLKIT);

export const IconDownload = defineIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 11l5 5 5-5M12 4v12" />
  </>,
  TOOLKIT,
);
export const IconUpload = defineIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 9l5-5 5 5M12 4v12" />
  </>,
  TOOLKIT,
);

export const IconBold = defineIcon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM13 12h1a3.5 3.5 0 0 1 0 7H7v-7" />, TOOLKIT);
export const IconItalic = defineIcon(<path d="M11 5h6M7 19h6M14 5l-4 14" />, TOOLKIT);
/** List icons: the markers sit at the start of the line, so the layout mirrors them in right-to-left text. */
export const IconList = defineIcon(<path d="M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01" />, TOOLKIT);
export const IconListNumbers = defineIcon(
  <path d="M11 6h9M11 12h9M12 18h8M4 16a2 2 0 1 1 4 0c0 .6-.3 1-.6 1.3L4 20h4M6 10V4L4 6" />,
  TOOLKIT,
);
export const IconLink = defineIcon(
  <>
    <path d="M9 15l6-6" />
    <path d="M11 6l.5-.5a5 5 0 0 1 7 7L18 13M13 18l-.4.5a5 5 0 0 1-7-7L6 11" />
  </>,
  TOOLKIT,
);
export const IconUnlink = defineIcon(
  <path d="M17 22v-2M9 15l6-6M11 6l.5-.5a5 5 0 0 1 7 7L18 13M13 18l-.4.5a5 5 0 0 1-7-7L6 11M20 17h2M2 7h2M7 2v2" />,
  TOOLKIT,
);

export const IconEye = defineIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  TOOLKIT,
);
