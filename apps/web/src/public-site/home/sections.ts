import type { PageSection } from '../common/api-types';
import { usePublicData } from '../common/queries';

export function useHomeSections() {
  return usePublicData<PageSection[]>(['public', 'home_sections'], '/home_page_sections');
}
