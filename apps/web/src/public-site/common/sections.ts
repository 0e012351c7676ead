import { getLang } from '../../shared/lang';
import type { PageSection } from './api-types';
import { imageFor, textOrNull } from './translation';

export interface SectionCopy {
  title: string;
  subTitle: string | null;
  description: string | null;
  image: string | null;
}

export interface SectionFallback {
  title: string;
  subTitle: string;
  description: string;
}

/**
 * A numbered page section (home, investor relations) in the active language; each text the
 * API leaves empty comes from the locale file, and the English image is used in English.
 */
export function sectionCopy(
  sections: readonly PageSection[] | undefined,
  number: number,
  fallback: SectionFallback,
): SectionCopy {
  const section = sections?.find((item) => item.section === number);
  const text = section?.translation;
  return {
    title: textOrNull(text?.title) ?? fallback.title,
    subTitle: textOrNull(text?.sub_title) ?? fallback.subTitle,
    description: textOrNull(text?.description) ?? fallback.description,
    image: section ? imageFor(getLang(), section.image, section.image_en) : null,
  };
}
