/**
 * Fixed values of the public site that the API does not supply (spec sections 2.2, 2.6, 9).
 * The company's contact data comes from GET /api/website_contacts; these fill in where it is empty.
 */
export const SITE_CONSTANTS = {
  /** The unified (national) number shown on the contact page and in the footer. */
  unifiedNumber: '920012345',
  /** The job hotline: a short number for employment questions (footer). */
  jobHotline: '1999',
  /** Used when the contact settings have no e-mail yet. */
  email: 'info@pharmacy-group.sa',
} as const;

/** The public pages, in menu order; the menu falls back to these when GET /api/menu gives nothing. */
export const PUBLIC_PAGES = [
  { uri: '/', key: 'home' },
  { uri: '/about-us', key: 'about' },
  { uri: '/investor-relations', key: 'investor' },
  { uri: '/branches', key: 'branches' },
  { uri: '/medical-journal', key: 'magazine' },
  { uri: '/form', key: 'career' },
  { uri: '/contact-us', key: 'contact' },
] as const;
