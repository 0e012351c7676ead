import {
  ABOUT_HEADINGS,
  ABOUT_IMAGES,
  ABOUT_TEXTS,
  type AboutPageBody,
  type HomeSectionsBody,
  INVESTOR_DISCLOSURE_SECTION,
  INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE,
  type InvestorSectionsBody,
  type PageSectionItem,
  sentOnly,
  type WEBSITE_CONTACT_ICONS,
  type WebsiteContactsAnswer,
  type WebsiteContactsBody,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Bilingual } from '../../../db/schema/columns';
import { aboutPage, homePageSections, investorPageSections, websiteContacts } from '../../../db/schema/index';
import { fieldError } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { type MutationScope, mutate } from '../../../kernel/mutate';
import { mergeTranslations, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule, type PreparedUpload } from '../../../plugins/storage';
import { ABOUT_IMAGE_FIELDS, ABOUT_TEXT_FIELDS, getAboutPage, getWebsiteContacts, SITE_TAGS } from '../service';

type Files<K extends string> = Partial<Record<K, UploadedFile>>;
const EMPTY: Bilingual = { ar: '', en: '' };

const fileUrl = (ctx: AdminContext) => (key: string | null) => (key ? ctx.files.publicUrl(key) : null);

/**
 * Checks and re-encodes every image a form sent, before its transaction opens (one 422 naming each
 * refused image), and answers the prepared upload of a sent file.
 */
async function prepareImages(
  ctx: AdminContext,
  files: ReadonlyArray<UploadedFile | undefined>,
): Promise<(file: UploadedFile | undefined) => PreparedUpload | undefined> {
  const prepared = await ctx.files.prepareAll(files.map((file) => [file, imageRule] as const));
  return (file) => (file ? prepared[files.indexOf(file)] : undefined);
}

/** Stores a newly chosen image and schedules the one it replaces for removal after commit. */
async function replaceImage(
  scope: MutationScope,
  file: PreparedUpload | undefined,
  old: string | null | undefined,
  folder: string,
): Promise<string | null | undefined> {
  if (!file) return undefined;
  const saved = await scope.saveFile(file, { folder });
  if (old) scope.removeAfterCommit({ visibility: 'public', key: old });
  return saved.key;
}

// ---------------------------------------------------------------------------------------------
// Website contact data

export type WebsiteContactsInput = WebsiteContactsBody & Files<(typeof WEBSITE_CONTACT_ICONS)[number]>;

export function showWebsiteContacts(ctx: AdminContext): Promise<WebsiteContactsAnswer> {
  return getWebsiteContacts(ctx.db, fileUrl(ctx));
}

export async function saveWebsiteContacts(
  ctx: AdminContext,
  input: WebsiteContactsInput,
): Promise<WebsiteContactsAnswer> {
  const spec = {
    action: 'manage website contacts',
    mode: 'update',
    subject: 'website contacts',
    invalidates: [SITE_TAGS.websiteContacts],
  } as const;
  const ready = await prepareImages(ctx, [input.snapchat_icon, input.tiktok_icon, input.youtube_icon]);
  return mutate(ctx, spec, async (scope) => {
    const [old] = await scope.tx.select().from(websiteContacts).where(eq(websiteContacts.id, 1)).for('update');
    const snapchatIcon = await replaceImage(scope, ready(input.snapchat_icon), old?.snapchatIcon, 'contacts');
    const tiktokIcon = await replaceImage(scope, ready(input.tiktok_icon), old?.tiktokIcon, 'contacts');
    const youtubeIcon = await replaceImage(scope, ready(input.youtube_icon), old?.youtubeIcon, 'contacts');
    const flagOf = (value: 0 | 1 | undefined) => (value === undefined ? undefined : value === 1);
    const values = sentOnly({
      phone: input.phone,
      email: input.email,
      licenseNumber: input.license_number,
      sfdaNumber: input.sfda_number,
      tayiqUrl: input.tayiq_url,
      xUrl: input.x_url,
      facebookUrl: input.facebook_url,
      instagramUrl: input.instagram_url,
      snapchatUrl: input.snapchat_url,
      tiktokUrl: input.tiktok_url,
      youtubeUrl: input.youtube_url,
      activeSnapchat: flagOf(input.active_snapchat),
      activeTiktok: flagOf(input.active_tiktok),
      activeYoutube: flagOf(input.active_youtube),
      snapchatIcon,
      tiktokIcon,
      youtubeIcon,
      updatedAt: new Date(),
    });
    await scope.tx
      .insert(websiteContacts)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: websiteContacts.id, set: values });
    scope.describe(1, values.email ?? values.phone ?? old?.email ?? old?.phone ?? null);
    return getWebsiteContacts(scope.tx, fileUrl(ctx));
  });
}

// ---------------------------------------------------------------------------------------------
// About-us page

export type AboutPageInput = AboutPageBody & Files<(typeof ABOUT_IMAGES)[number]>;

export async function showAboutPage(ctx: AdminContext) {
  const { translation: _current, ...answer } = await getAboutPage(ctx.db, ctx.locale, fileUrl(ctx));
  return answer;
}

export async function saveAboutPage(ctx: AdminContext, input: AboutPageInput) {
  const spec = {
    action: 'manage about page',
    mode: 'update',
    subject: 'about page',
    invalidates: [SITE_TAGS.aboutPage],
  } as const;
  const ready = await prepareImages(
    ctx,
    ABOUT_IMAGES.map((field) => input[field]),
  );
  return mutate(ctx, spec, async (scope) => {
    const [old] = await scope.tx.select().from(aboutPage).where(eq(aboutPage.id, 1)).for('update');
    const fields = [...ABOUT_HEADINGS, ...ABOUT_TEXTS];
    const stored = Object.fromEntries(
      fields.map((field) => [field, (old?.[ABOUT_TEXT_FIELDS[field]] as Bilingual | undefined) ?? EMPTY]),
    ) as Record<(typeof fields)[number], Bilingual>;
    const texts = mergeTranslations(input.translations, fields, stored);
    const values: Record<string, unknown> = { updatedAt: new Date() };
    for (const field of [...ABOUT_HEADINGS, ...ABOUT_TEXTS]) values[ABOUT_TEXT_FIELDS[field]] = texts[field];
    for (const field of ABOUT_IMAGES) {
      const column = ABOUT_IMAGE_FIELDS[field];
      const key = await replaceImage(scope, ready(input[field]), old?.[column], 'about');
      if (key !== undefined) values[column] = key;
    }
    const row = values as typeof aboutPage.$inferInsert;
    await scope.tx
      .insert(aboutPage)
      .values({ ...emptyAboutTexts(), ...row, id: 1 })
      .onConflictDoUpdate({ target: aboutPage.id, set: row });
    scope.describe(1, texts.title.ar);
    const { translation: _current, ...answer } = await getAboutPage(scope.tx, ctx.locale, fileUrl(ctx));
    return answer;
  });
}

function emptyAboutTexts(): Record<string, Bilingual> {
  return Object.fromEntries(Object.values(ABOUT_TEXT_FIELDS).map((column) => [column, EMPTY]));
}

// ---------------------------------------------------------------------------------------------
// Home and investor page sections

interface SectionFiles {
  image?: UploadedFile;
  image_en?: UploadedFile;
}
type HomeSection = NonNullable<HomeSectionsBody['sections']>[number];
type InvestorSection = NonNullable<InvestorSectionsBody['sections']>[number];
export type HomeSectionsInput = { sections?: Array<HomeSection & SectionFiles> };
export type InvestorSectionsInput = { sections?: Array<InvestorSection & SectionFiles> };

type HomeRow = typeof homePageSections.$inferSelect;
type InvestorRow = typeof investorPageSections.$inferSelect;

function sectionItem(ctx: AdminContext, row: HomeRow | InvestorRow): PageSectionItem {
  const disclosure = 'moneyMarketDisclosure' in row ? row.moneyMarketDisclosure : undefined;
  const fields = { title: row.title, sub_title: row.subTitle, description: row.description };
  const translations = toTranslations(fields).map((entry) =>
    disclosure === undefined ? entry : { ...entry, money_market_disclosure: disclosure?.[entry.locale] ?? null },
  );
  return {
    id: row.section,
    section: row.section,
    image: fileUrl(ctx)(row.image),
    image_en: fileUrl(ctx)(row.imageEn),
    translations,
  };
}

function emptySection(section: number): PageSectionItem {
  return {
    id: section,
    section,
    image: null,
    image_en: null,
    translations: toTranslations({ title: EMPTY, sub_title: EMPTY, description: EMPTY }),
  };
}

/** A section number sent twice in one request names one section twice: refused on the second. */
function refuseRepeats(sections: ReadonlyArray<{ section: number }>): void {
  const seen = new Set<number>();
  sections.forEach((item, i) => {
    if (seen.has(item.section)) throw fieldError(`sections[${i}][section]`, 'invalid_choice');
    seen.add(item.section);
  });
}

/** The texts of a saved section: what was sent over what is stored (texts left out are kept). */
function sectionTexts(
  entries: HomeSection['translations'],
  old: { title: Bilingual; subTitle: Bilingual; description: Bilingual } | undefined,
) {
  const stored = {
    title: old?.title ?? EMPTY,
    sub_title: old?.subTitle ?? EMPTY,
    description: old?.description ?? EMPTY,
  };
  const { title, sub_title, description } = mergeTranslations(entries, ['title', 'sub_title', 'description'], stored);
  return { title, subTitle: sub_title, description };
}

export async function showHomeSection(ctx: AdminContext, section: number): Promise<PageSectionItem> {
  const [row] = await ctx.db.select().from(homePageSections).where(eq(homePageSections.section, section));
  return row ? sectionItem(ctx, row) : emptySection(section);
}

export async function saveHomeSections(ctx: AdminContext, input: HomeSectionsInput): Promise<PageSectionItem[]> {
  const spec = {
    action: 'manage home page',
    mode: 'update',
    subject: 'home page sections',
    invalidates: [SITE_TAGS.homeSections],
  } as const;
  const ready = await prepareImages(
    ctx,
    (input.sections ?? []).flatMap((item) => [item.image, item.image_en]),
  );
  return mutate(ctx, spec, async (scope) => {
    const sections = input.sections ?? [];
    refuseRepeats(sections);
    const saved: PageSectionItem[] = [];
    for (const item of sections) {
      const [old] = await scope.tx
        .select()
        .from(homePageSections)
        .where(eq(homePageSections.section, item.section))
        .for('update');
      const image = await replaceImage(scope, ready(item.image), old?.image, 'home');
      const imageEn = await replaceImage(scope, ready(item.image_en), old?.imageEn, 'home');
      const values = {
        ...sectionTexts(item.translations, old),
        image: image ?? old?.image ?? null,
        imageEn: imageEn ?? old?.imageEn ?? null,
        updatedAt: new Date(),
      };
      const [row] = await scope.tx
        .insert(homePageSections)
        .values({ section: item.section, ...values })
        .onConflictDoUpdate({ target: homePageSections.section, set: values })
        .returning();
      saved.push(sectionItem(ctx, row!));
    }
    scope.describe(saved[0]?.section ?? null, saved[0]?.translations[0]?.title ?? null);
    return saved;
  });
}

export async function showInvestorSection(ctx: AdminContext, section: number): Promise<PageSectionItem> {
  const [row] = await ctx.db.select().from(investorPageSections).where(eq(investorPageSections.section, section));
  if (row) return sectionItem(ctx, row);
  const empty = emptySection(section);
  return {
    ...empty,
    translations: empty.translations.map((entry) => ({ ...entry, money_market_disclosure: null })),
  };
}

export async function saveInvestorSections(
  ctx: AdminContext,
  input: InvestorSectionsInput,
): Promise<PageSectionItem[]> {
  const spec = {
    action: 'manage investor page',
    mode: 'update',
    subject: 'investor page sections',
    invalidates: [SITE_TAGS.investorSections],
  } as const;
  const ready = await prepareImages(
    ctx,
    (input.sections ?? []).flatMap((item) => [item.image, item.image_en]),
  );
  return mutate(ctx, spec, async (scope) => {
    const sections = input.sections ?? [];
    refuseRepeats(sections);
    sections.forEach((item, i) => {
      const withEnglish = (INVESTOR_SECTIONS_WITH_ENGLISH_IMAGE as readonly number[]).includes(item.section);
      if (item.image_en && !withEnglish) throw fieldError(`sections[${i}][image_en]`, 'invalid_choice');
    });
    const saved: PageSectionItem[] = [];
    for (const item of sections) {
      const [old] = await scope.tx
        .select()
        .from(investorPageSections)
        .where(eq(investorPageSections.section, item.section))
        .for('update');
      const image = await replaceImage(scope, ready(item.image), old?.image, 'investor');
      const imageEn = await replaceImage(scope, ready(item.image_en), old?.imageEn, 'investor');
      let disclosure = old?.moneyMarketDisclosure ?? null;
      if (item.section === INVESTOR_DISCLOSURE_SECTION) {
        const lists = mergeTranslations<'money_market_disclosure', string[]>(
          item.translations,
          ['money_market_disclosure'],
          { money_market_disclosure: disclosure ?? { ar: [], en: [] } },
        );
        disclosure = lists.money_market_disclosure;
      }
      const values = {
        ...sectionTexts(item.translations, old),
        image: image ?? old?.image ?? null,
        imageEn: imageEn ?? old?.imageEn ?? null,
        moneyMarketDisclosure: disclosure,
        updatedAt: new Date(),
      };
      const [row] = await scope.tx
        .insert(investorPageSections)
        .values({ section: item.section, ...values })
        .onConflictDoUpdate({ target: investorPageSections.section, set: values })
        .returning();
      saved.push(sectionItem(ctx, row!));
    }
    scope.describe(saved[0]?.section ?? null, saved[0]?.translations[0]?.title ?? null);
    return saved;
  });
}
