import { localizedPath } from '@app/contracts/page-addresses';
import type { TFunction } from 'i18next';
import { getLang } from '../../shared/lang';
import { absoluteUrl } from '../common/page-head';
import { type Branch, hasLocation } from './api';
import { openingPeriods, placeLine } from './hours';

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (day) => `https://schema.org/${day}`,
);

/**
 * schema.org Pharmacy entries of branches (a city page's list, or a branch's own page), each
 * named by the address of its own page (`pathOf`, without the language prefix).
 */
export function pharmacyData(
  origin: string,
  branches: readonly Branch[],
  t: TFunction<'branches'>,
  pathOf: (branch: Branch) => string,
) {
  const lang = getLang();
  return branches.map((branch) => {
    const periods = openingPeriods(branch);
    const hours =
      branch.is_24_hour === 1
        ? [{ opens: '00:00', closes: '23:59' }]
        : periods.map((p) => ({ opens: p.from, closes: p.to }));
    const url = absoluteUrl(origin, localizedPath(lang, pathOf(branch)));
    return {
      '@context': 'https://schema.org',
      '@type': 'Pharmacy',
      '@id': `${url}#pharmacy`,
      url,
      name: branch.name,
      ...(branch.image ? { image: absoluteUrl(origin, branch.image) } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: placeLine(t, branch),
        addressLocality: branch.city,
        addressCountry: 'SA',
      },
      ...(branch.mobile ? { telephone: branch.mobile } : {}),
      ...(hasLocation(branch)
        ? { geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.long } }
        : {}),
      ...(branch.google_map_url ? { hasMap: branch.google_map_url } : {}),
      openingHoursSpecification: hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, ...h })),
      parentOrganization: { '@id': `${origin}/#organization` },
    };
  });
}
