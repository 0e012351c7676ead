import { normalizeSaudiMobile, SYSTEM_ACTORS } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  availabilityRequests,
  customers,
  insuranceCompanies,
  loyaltySettings,
  productReviews,
  products,
} from '../../db/schema/index';
import { systemActor } from '../../kernel/actor';
import { append } from '../../kernel/ledger';
import { searchKey } from '../../lib/arabic-search';
import { hashPassword } from '../../lib/passwords';

const FIRST = ['محمد', 'نورة', 'عبدالله', 'سارة', 'فهد', 'ريم', 'خالد', 'هيفاء', 'سلطان', 'لمى'];
const FAMILY = ['القحطاني', 'العتيبي', 'الزهراني', 'الغامدي', 'الدوسري'];
const LATIN_FIRST = ['mohammed', 'noura', 'abdullah', 'sara', 'fahad', 'reem', 'khalid', 'haifa', 'sultan', 'lama'];
const CITIES = ['الرياض', 'جدة', 'مكة المكرمة', 'المدينة المنورة', 'الدمام', 'الخبر', 'أبها', 'الطائف'];
const FOOD = [null, 'الفول السوداني', 'الحليب ومشتقاته', null, 'القمح (الغلوتين)', null, null, 'البيض'];
const MEDICINE = [null, null, 'البنسلين', null, 'الأسبرين', null, 'السلفا', null];
const SYMPTOMS = [null, 'صداع متكرر', null, 'حساسية موسمية', null, null, 'ارتفاع ضغط الدم', null];

/**
 * Fifty demo customers with Saudi mobiles, cities, a few allergies, and wallet and points history
 * written through the ledger (so every entry has its balance before and after). Added only when
 * there are none; they all share the demo password `Customer@123`.
 */
export async function seedDemoStoreCustomers(tx: Tx): Promise<{ created: number }> {
  if ((await tx.$count(customers)) > 0) return { created: 0 };
  const passwordHash = await hashPassword('Customer@123');
  const actor = systemActor(SYSTEM_ACTORS.demo);
  let created = 0;
  for (let i = 0; i < 50; i++) {
    const name = `${FIRST[i % FIRST.length]} ${FAMILY[Math.floor(i / FIRST.length) % FAMILY.length]}`;
    const mobile = normalizeSaudiMobile(`05${String(50_000_000 + i * 131_071).slice(0, 8)}`)!;
    const email = i % 3 === 0 ? null : `${LATIN_FIRST[i % LATIN_FIRST.length]}.${i + 1}@example.com`;
    const [row] = await tx
      .insert(customers)
      .values({
        name,
        mobile,
        email,
        passwordHash,
        birth: `${1970 + (i % 35)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        gender: FIRST.indexOf(name.split(' ')[0]!) % 2 === 0 ? 'male' : 'female',
        city: CITIES[i % CITIES.length],
        foodAllergies: FOOD[i % FOOD.length],
        medicineAllergies: MEDICINE[i % MEDICINE.length],
        symptoms: SYMPTOMS[i % SYMPTOMS.length],
        searchKey: searchKey(name, email, mobile, mobile.replace(/^\+966/, '0')),
        lastLoginAt: i % 4 === 3 ? null : new Date(Date.now() - (i + 1) * 36 * 3_600_000),
      })
      .returning({ id: customers.id });
    created += 1;
    const id = row!.id;
    const wallet = { kind: 'wallet' as const, ownerType: 'customer', ownerId: id };
    const points = { kind: 'points' as const, ownerType: 'customer', ownerId: id };
    if (i % 2 === 0) {
      await append(tx, wallet, {
        delta: 5_000 + (i % 5) * 2_500,
        reason: 'bonus',
        idempotencyKey: `demo-bonus-${id}`,
        description: 'مكافأة ترحيبية',
        actor,
      });
      created += 1;
    }
    if (i % 6 === 0) {
      await append(tx, wallet, {
        delta: 1_975,
        reason: 'refund',
        idempotencyKey: `demo-refund-${id}`,
        description: 'استرداد منتج تالف',
        actor,
      });
      created += 1;
    }
    if (i % 3 !== 2) {
      await append(tx, points, {
        delta: 50 + (i % 7) * 25,
        reason: 'points_adjustment',
        idempotencyKey: `demo-points-${id}`,
        description: 'نقاط ترحيبية',
        actor,
      });
      created += 1;
    }
  }
  created += await seedReviewsAndRequests(tx);
  return { created };
}

const REVIEWS = [
  { comment: 'منتج ممتاز وأسعار مناسبة، والتوصيل كان سريعًا.', rating: 5 },
  { comment: 'جيد، لكن العبوة وصلت متأخرة يومًا.', rating: 4 },
  { comment: 'Great value, exactly as described.', rating: 5 },
  { comment: 'لم يناسبني، لكن خدمة العملاء تعاملت بلطف.', rating: 3 },
  { comment: 'Fast delivery and well packed.', rating: 4 },
];

/** Thirty reviews over the catalogue (two in three already shown) and notify-me requests for products out of stock. */
async function seedReviewsAndRequests(tx: Tx): Promise<number> {
  const people = await tx.select().from(customers).orderBy(asc(customers.id)).limit(30);
  const catalogue = await tx.select({ id: products.id }).from(products).orderBy(asc(products.id));
  const empty = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.stockTotal, 0))
    .orderBy(asc(products.id));
  if (people.length === 0 || catalogue.length === 0) return 0;
  const reviews = people.map((person, i) => ({
    productId: catalogue[(i * 17) % catalogue.length]!.id,
    customerId: person.id,
    name: person.name,
    email: person.email,
    ...REVIEWS[i % REVIEWS.length]!,
    shown: i % 3 !== 2,
    createdAt: new Date(Date.now() - (i + 1) * 20 * 3_600_000),
  }));
  await tx.insert(productReviews).values(reviews);
  const requests = empty.slice(0, 12).map((product, i) => {
    const person = people[(i * 7) % people.length]!;
    return {
      productId: product.id,
      customerId: person.id,
      name: person.name,
      email: person.email,
      mobile: person.mobile,
    };
  });
  if (requests.length) await tx.insert(availabilityRequests).values(requests);
  return reviews.length + requests.length;
}

const INSURERS = [
  { ar: 'بوبا العربية', en: 'Bupa Arabia' },
  { ar: 'التعاونية', en: 'Tawuniya' },
  { ar: 'ميدغلف', en: 'MedGulf' },
  { ar: 'تكافل الراجحي', en: 'Al Rajhi Takaful' },
  { ar: 'ملاذ للتأمين', en: 'Malath Insurance' },
  { ar: 'جي آي جي السعودية', en: 'GIG Saudi' },
];

/**
 * The store's settings a new shop starts from: the loyalty programme (20 points take one riyal off,
 * i.e. 5 % back; 100 to 2,000 points per order) and the insurance companies it works with (the
 * last one inactive). Each is added only when its table is empty.
 */
export async function seedDemoStoreSettings(tx: Tx): Promise<{ created: number }> {
  let created = 0;
  if ((await tx.$count(loyaltySettings)) === 0) {
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, sarToLoyaltyPoints: 20, minimumLoyaltyPoints: 100, maximumLoyaltyPoints: 2000 });
    created += 1;
  }
  if ((await tx.$count(insuranceCompanies)) === 0) {
    await tx.insert(insuranceCompanies).values(INSURERS.map((name, i) => ({ name, active: i < INSURERS.length - 1 })));
    created += INSURERS.length;
  }
  return { created };
}
