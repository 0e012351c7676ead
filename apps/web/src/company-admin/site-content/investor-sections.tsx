import {
  INVESTOR_DISCLOSURE_SECTION,
  INVESTOR_SECTION_COUNT,
  INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE,
} from '@app/contracts';
import { SectionsPage } from './sections-form';

/** Size hints: section 1 293×189, 2 572×414, the others 567×276. */
const HINTS = Object.fromEntries(
  Array.from({ length: INVESTOR_SECTION_COUNT }, (_, i) => [
    i + 1,
    i === 0 ? '293×189' : i === 1 ? '572×414' : '567×276',
  ]),
);

/** /admin/investor-page-data: investor page sections 1 to 9; section 5 holds the money-market disclosures. */
export default function InvestorPageDataPage() {
  return (
    <SectionsPage
      texts="site-content:investor"
      title="shell:company.menu.investor_page"
      path="/admin/investor_relations_page_sections"
      count={INVESTOR_SECTION_COUNT}
      englishImage={INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE}
      listSection={INVESTOR_DISCLOSURE_SECTION}
      hints={HINTS}
      publicPath="/investor-relations"
    />
  );
}
