import { HOME_SECTION_COUNT } from '@app/contracts';
import { SectionsPage } from './sections-form';

/** Size hints of the home page section images (the spec's 572×624, 572×529, 572×536, 567×276, 293×189). */
const HINTS = { 1: '572×624', 2: '572×529', 3: '572×536', 4: '567×276', 5: '293×189' };

/** /admin/home-page-data: home page sections 1 to 5. */
export default function HomePageDataPage() {
  return (
    <SectionsPage
      texts="site-content:home"
      title="shell:company.menu.home_page"
      path="/admin/home_page_sections"
      count={HOME_SECTION_COUNT}
      englishImage="all"
      hints={HINTS}
      publicPath="/"
    />
  );
}
