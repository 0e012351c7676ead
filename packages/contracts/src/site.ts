/**
 * Answers of the public site's content routes, as the server builds them and the public pages
 * read them. Types only: the public bundle imports them without any runtime code.
 */

/** A flag as the API sends it. */
export type Flag = 0 | 1;

/** GET /api/menu: the active items in their order. */
export interface MenuItemAnswer {
  id: number;
  uri: string;
  title_ar: string;
  title_en: string;
  order: number;
  active: Flag;
}

/** GET /api/website_contacts: every field null (and every optional network off) until staff save it. */
export interface WebsiteContactsAnswer {
  phone: string | null;
  email: string | null;
  license_number: string | null;
  sfda_number: string | null;
  tayiq_url: string | null;
  x_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  snapchat_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  active_snapchat: Flag;
  active_tiktok: Flag;
  active_youtube: Flag;
  snapchat_icon: string | null;
  tiktok_icon: string | null;
  youtube_icon: string | null;
}

/** GET /api/statistics/home_page. */
export interface StatisticAnswer {
  id: number;
  value: string;
  title_ar: string;
  title_en: string;
}

/** GET /api/home_page_slider and /api/investor_relation_page_slider. */
export interface SliderImageAnswer {
  id: number;
  path: string;
}

/** Image fields of the about page (the `_en` variants are used in English when present). */
export type AboutImageField =
  | 'logo'
  | 'logo_en'
  | 'first_image'
  | 'first_image_en'
  | 'second_section_sub_title_1_image'
  | 'second_section_sub_title_1_desc_image'
  | 'third_section_sub_title_1_image'
  | 'third_section_sub_title_1_image_en'
  | 'fourth_section_sub_title_1_image'
  | 'fourth_section_sub_title_2_image'
  | 'fourth_section_sub_title_3_image'
  | 'fourth_section_sub_title_4_image';

/** Text fields of the about page; the sixth section's sub-titles keep the specification's capital S. */
export type AboutTextField =
  | 'title'
  | 'content'
  | 'second_section_title'
  | 'second_section_sub_title_1'
  | 'second_section_sub_title_1_desc'
  | 'second_section_sub_title_2'
  | 'second_section_sub_title_2_desc'
  | 'third_section_title'
  | 'third_section_sub_title_1'
  | 'fourth_section_title'
  | 'fourth_section_sub_title_1'
  | 'fourth_section_sub_title_1_desc'
  | 'fourth_section_sub_title_2'
  | 'fourth_section_sub_title_2_desc'
  | 'fourth_section_sub_title_3'
  | 'fourth_section_sub_title_3_desc'
  | 'fourth_section_sub_title_4'
  | 'fourth_section_sub_title_4_desc'
  | 'fifth_section_title'
  | 'fifth_section_sub_title_1'
  | 'fifth_section_sub_title_1_desc'
  | 'sixth_section_title'
  | 'Sixth_section_sub_title_1'
  | 'Sixth_section_sub_title_1_desc'
  | 'Sixth_section_sub_title_2'
  | 'Sixth_section_sub_title_2_desc';
