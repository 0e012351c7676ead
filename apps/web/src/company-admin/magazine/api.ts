import type {
  ArticleItem,
  MagazineCategoryBody,
  MagazineCategoryItem,
  MagazineSubcategoryBody,
  MagazineSubcategoryItem,
  PageAnswer,
} from '@app/contracts';
import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
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

function toOptions(
  answer: PageAnswer<MagazineCategoryItem | MagazineSubcategoryItem>,
  nameOf: ReturnType<typeof useNameOf>,
) {
  return answer.data.map((row): ComboboxItem => ({ value: String(row.id), label: nameOf(row) }));
}

/** Every section, as select options. */
export function useSectionOptions(): OptionsQuery {
  const nameOf = useNameOf();
  const query = useQuery({
    queryKey: [...sections.keys.lists, 'options'],
    queryFn: ({ signal }) =>
      api.get<PageAnswer<MagazineCategoryItem>>('/admin/magazineCategory', { query: { limit: 100 }, signal }),
  });
  return { data: query.data && toOptions(query.data, nameOf), isPending: query.isPending, isError: query.isError };
}

/** The subsections of one section (none until a section is chosen). */
export function useSubsectionOptions(sectionId: string | null | undefined): OptionsQuery {
  const nameOf = useNameOf();
  const query = useQuery({
    queryKey: [...subsections.keys.lists, 'options', sectionId ?? ''],
    enabled: Boolean(sectionId),
    queryFn: ({ signal }) =>
      api.get<PageAnswer<MagazineSubcategoryItem>>('/admin/magazineSubcategory', {
        query: { magazine_category_id: String(sectionId), limit: 100 },
        signal,
      }),
  });
  if (!sectionId) return { data: [], isPending: false, isError: false };
  return { data: query.data && toOptions(query.data, nameOf), isPending: query.isPending, isError: query.isError };
}
