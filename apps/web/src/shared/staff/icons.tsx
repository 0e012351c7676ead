import { defineIcon } from '../svg-icon';

export type { IconComponent } from '../svg-icon';

/**
 * The few line icons the shells use. Icons that point somewhere are `directional`: app.css mirrors
 * them under dir="rtl".
 */

export const IconHome = defineIcon(
  <>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    <path d="M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6" />
  </>,
);

export const IconUsers = defineIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
    <path d="M21 21v-2a4 4 0 0 0-3-3.85" />
  </>,
);

export const IconHistory = defineIcon(
  <>
    <path d="M12 8v4l2 2" />
    <path d="M3.05 11a9 9 0 1 1 .5 4m-.5 5v-5h5" />
  </>,
);

export const IconLogout = defineIcon(
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3m0 6 3-3" />
  </>,
  { directional: true },
);

export const IconBell = defineIcon(
  <>
    <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
);

export const IconRefresh = defineIcon(
  <>
    <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4" />
    <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
  </>,
);

export const IconArrowForward = defineIcon(<path d="M5 12h14m-6 6 6-6m-6-6 6 6" />, { directional: true });

export const IconChart = defineIcon(
  <>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </>,
);

export const IconReceipt = defineIcon(
  <>
    <path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16l-3-2-2 2-2-2-2 2-2-2-3 2" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </>,
);

export const IconPackage = defineIcon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m12 12 8-4.5M12 12v9M12 12 4 7.5" />
  </>,
);

export const IconTag = defineIcon(
  <>
    <path d="M7.5 7.5h.01" />
    <path d="M3 6v5.17a2 2 0 0 0 .59 1.42l7.82 7.82a2 2 0 0 0 2.83 0l5.17-5.17a2 2 0 0 0 0-2.83L11.59 4.59A2 2 0 0 0 10.17 4H5a2 2 0 0 0-2 2" />
  </>,
);

export const IconBuilding = defineIcon(
  <>
    <path d="M3 21h18M5 21V7l8-4v18M19 21V11l-6-4" />
    <path d="M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
  </>,
);

export const IconBoxOff = defineIcon(
  <>
    <path d="m12 3 8 4.5v9M4 7.5v9L12 21l4-2.25" />
    <path d="m3 3 18 18" />
  </>,
);

export const IconPrescription = defineIcon(
  <>
    <path d="M6 19V5h5a4 4 0 0 1 0 8H6" />
    <path d="m10 13 9 8m0-8-9 8" />
  </>,
);

export const IconMapPin = defineIcon(
  <>
    <circle cx="12" cy="11" r="3" />
    <path d="M17.66 16.66 13.41 20.9a2 2 0 0 1-2.83 0l-4.24-4.24a8 8 0 1 1 11.32 0" />
  </>,
);

export const IconLink = defineIcon(
  <>
    <path d="M9 15l6-6" />
    <path d="m11 6 .46-.54a5 5 0 0 1 7.07 7.07L18 13M13 18l-.4.53a5.07 5.07 0 0 1-7.13 0 4.97 4.97 0 0 1 0-7.07L6 11" />
  </>,
);

export const IconTicket = defineIcon(
  <>
    <path d="M15 5v2M15 11v2M15 17v2" />
    <path d="M5 5h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7a2 2 0 0 1 2-2" />
  </>,
);

export const IconPhoto = defineIcon(
  <>
    <path d="M15 8h.01" />
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <path d="m3 16 5-5c.93-.9 2.07-.9 3 0l5 5" />
    <path d="m14 14 1-1c.93-.9 2.07-.9 3 0l3 3" />
  </>,
);

export const IconDiscount = defineIcon(
  <>
    <path d="M9 15l6-6" />
    <circle cx="9.5" cy="9.5" r=".5" fill="currentColor" />
    <circle cx="14.5" cy="14.5" r=".5" fill="currentColor" />
    <circle cx="12" cy="12" r="9" />
  </>,
);

export const IconStar = defineIcon(
  <path d="m12 17.75-6.17 3.24 1.18-6.87-5-4.86 6.9-1 3.08-6.25 3.08 6.25 6.9 1-5 4.86 1.18 6.87z" />,
);

export const IconHourglass = defineIcon(
  <>
    <path d="M6 20v-2a6 6 0 1 1 12 0v2a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z" />
    <path d="M6 4v2a6 6 0 1 0 12 0V4a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z" />
  </>,
);

export const IconGift = defineIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5" />
  </>,
);

export const IconDeviceMobile = defineIcon(
  <>
    <rect x="6" y="3" width="12" height="18" rx="2" />
    <path d="M11 4h2M12 17v.01" />
  </>,
);

export const IconShoppingBag = defineIcon(
  <>
    <path d="M6.33 8h11.34a2 2 0 0 1 1.98 2.27l-1.28 9a2 2 0 0 1-1.98 1.73H7.6a2 2 0 0 1-1.98-1.73l-1.28-9A2 2 0 0 1 6.33 8z" />
    <path d="M9 11V6a3 3 0 0 1 6 0v5" />
  </>,
);

export const IconAlert = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const IconLock = defineIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <circle cx="12" cy="16" r="1" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

/** A shop front: the online-store back-office. */
export const IconStore = defineIcon(
  <>
    <path d="M3 9l1.5-5h15L21 9" />
    <path d="M3 9a3 3 0 0 0 6 0a3 3 0 0 0 6 0a3 3 0 0 0 6 0" />
    <path d="M5 12v9h14v-9" />
    <path d="M10 21v-5h4v5" />
  </>,
);

/** Four panels: the company back-office. */
export const IconDashboard = defineIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);

export const IconPrinter = defineIcon(
  <>
    <path d="M7 9V3h10v6" />
    <path d="M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
    <rect x="7" y="14" width="10" height="7" rx="1" />
  </>,
);

/** A circle struck through: cancelling an order. */
export const IconBan = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.7 5.7l12.6 12.6" />
  </>,
);
