import type {
  ArticleItem,
  MagazineCategoryBody,
  MagazineCategoryItem,
  MagazineSubcategoryBody,
  MagazineSubcategoryItem,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../shared/fields/resource-options';
import type { OptionsQuery } from '../../shared/fields/select-field';
import { createResource } from '../../shared/resource';

/** Sections: the server takes the spec's POST to `/{id}` and PUT alike. */
export const sections = createResource<MagazineCategoryItem, MagazineCategoryBody>({
  key: 'magazine-sections',
  path: '/admin/magazineCategory',
});

export const subsections = createResource<MagazineSubcategoryItem, MagazineSubcategoryBody>({
  key: 'magazine-subsections',
  path: '/admin/magazineSubcategory',
});

export const articles = createResource<ArticleItem, FormData>({
  key: 'magazine-articles',
  path: '/admin/article',
  update: 'method-override',
});

/** The name of a record in the UI language. */
export function useNameOf() {
  const { i18n } = useTranslation();
  return <Row extends { translation: { locale: string; name: string }[] }>(row: Row) =>
    row.translation.find((entry) => entry.locale === i18n.language)?.name ?? row.translation[0]?.name ?? '';
}

/** Every section, as select options. */
export function useSectionOptions(): OptionsQuery {
  return useResourceOptions(sections, useNameOf());
}

/** The subsections of one section (none until a section is chosen). */
export function useSubsectionOptions(sectionId: string | null | undefined): OptionsQuery {
  return useResourceOptions(subsections, useNameOf(), {
    params: { magazine_category_id: sectionId ?? '' },
    enabled: Boolean(sectionId),
  });
}
