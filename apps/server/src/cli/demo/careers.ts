import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { employmentSettings, nationalities } from '../../db/schema/index';
import { createNationality, setReceiveEmploymentRequest } from '../../modules/careers/service';

/** Nationalities of the application form: Saudi first, then those most often seen among applicants. */
export const DEMO_NATIONALITIES: Bilingual[] = [
  { ar: 'سعودي', en: 'Saudi' },
  { ar: 'مصري', en: 'Egyptian' },
  { ar: 'أردني', en: 'Jordanian' },
  { ar: 'سوداني', en: 'Sudanese' },
  { ar: 'سوري', en: 'Syrian' },
  { ar: 'يمني', en: 'Yemeni' },
  { ar: 'فلسطيني', en: 'Palestinian' },
  { ar: 'لبناني', en: 'Lebanese' },
  { ar: 'عراقي', en: 'Iraqi' },
  { ar: 'كويتي', en: 'Kuwaiti' },
  { ar: 'إماراتي', en: 'Emirati' },
  { ar: 'بحريني', en: 'Bahraini' },
  { ar: 'عُماني', en: 'Omani' },
  { ar: 'قطري', en: 'Qatari' },
  { ar: 'مغربي', en: 'Moroccan' },
  { ar: 'تونسي', en: 'Tunisian' },
  { ar: 'جزائري', en: 'Algerian' },
  { ar: 'هندي', en: 'Indian' },
  { ar: 'باكستاني', en: 'Pakistani' },
  { ar: 'فلبيني', en: 'Filipino' },
  { ar: 'بنغلاديشي', en: 'Bangladeshi' },
];

/**
 * Nationalities and the careers settings (applications received). Idempotent: nationalities
 * are matched by English name, and a settings row someone already saved is left as it is.
 */
export async function seedDemoCareers(db: DbOrTx): Promise<{ created: number }> {
  const existing = await db.select({ name: nationalities.name }).from(nationalities);
  const present = new Set(existing.map((row) => row.name.en));
  let created = 0;
  for (const [index, name] of DEMO_NATIONALITIES.entries()) {
    if (present.has(name.en)) continue;
    await createNationality(db, name, (index + 1) * 10);
    created += 1;
  }
  const [settings] = await db.select().from(employmentSettings).where(eq(employmentSettings.id, 1));
  if (!settings) await setReceiveEmploymentRequest(db, true);
  return { created };
}
