/**
 * The demo pharmacy catalogue: main categories, their sub-categories and the items of each, with
 * the strengths and packs they come in. Every item × strength × pack is one product (over 500 in
 * all). Prices are VAT-inclusive riyals within each sub-category's range; `wasfy` marks the
 * prescription-only sub-categories.
 */

export interface DemoText {
  ar: string;
  en: string;
}

interface DemoItem {
  name: DemoText;
  /** Strengths or sizes (`500 ملغ` / `500 mg`); one product each. */
  variants: DemoText[];
  /** Pack sizes; one product each, with every variant. */
  packs: DemoText[];
}

interface DemoSubcategory {
  name: DemoText;
  /** Price range in riyals, VAT included. */
  price: [number, number];
  wasfy?: boolean;
  items: DemoItem[];
}

export interface DemoCategory {
  key: string;
  name: DemoText;
  title: DemoText;
  subcategories: DemoSubcategory[];
}

const t = (ar: string, en: string): DemoText => ({ ar, en });
const mg = (n: number | string) => t(`${n} ملغ`, `${n} mg`);
const tablets = (n: number) => t(`${n} قرصًا`, `${n} tablets`);
const capsules = (n: number) => t(`${n} كبسولة`, `${n} capsules`);
const ml = (n: number) => t(`${n} مل`, `${n} ml`);
const g = (n: number) => t(`${n} غ`, `${n} g`);
const one = [t('', '')];
const item = (ar: string, en: string, variants: DemoText[], packs: DemoText[] = one): DemoItem => ({
  name: t(ar, en),
  variants,
  packs,
});

export const DEMO_STORE_CATEGORIES: DemoCategory[] = [
  {
    key: 'medicines',
    name: t('الأدوية', 'Medicines'),
    title: t('أدوية بدون وصفة وبوصفة طبية', 'Over-the-counter and prescription medicines'),
    subcategories: [
      {
        name: t('مسكنات وخافضات حرارة', 'Pain and fever'),
        price: [6, 38],
        items: [
          item('باراسيتامول', 'Paracetamol', [mg(500), mg(650)], [tablets(24), tablets(48)]),
          item('بنادول إكسترا', 'Panadol Extra', [mg(500)], [tablets(24), tablets(48)]),
          item('إيبوبروفين', 'Ibuprofen', [mg(200), mg(400)], [tablets(20), tablets(30)]),
          item('نابروكسين', 'Naproxen', [mg(250), mg(500)], [tablets(10), tablets(20)]),
          item('أسبرين', 'Aspirin', [mg(81), mg(300)], [tablets(30), tablets(100)]),
          item(
            'شراب باراسيتامول للأطفال',
            'Children’s paracetamol syrup',
            [t('120 ملغ/5 مل', '120 mg/5 ml')],
            [ml(100), ml(150)],
          ),
        ],
      },
      {
        name: t('البرد والإنفلونزا', 'Cold and flu'),
        price: [9, 42],
        items: [
          item(
            'أقراص البرد والزكام',
            'Cold and flu tablets',
            [t('نهاري', 'day'), t('ليلي', 'night')],
            [tablets(12), tablets(24)],
          ),
          item('شراب الكحة الجافة', 'Dry cough syrup', [ml(100), ml(200)]),
          item('شراب الكحة المصحوبة ببلغم', 'Chesty cough syrup', [ml(100), ml(200)]),
          item('بخاخ أنف مالح', 'Saline nasal spray', [ml(15), ml(30)]),
          item(
            'بخاخ أنف مزيل للاحتقان',
            'Decongestant nasal spray',
            [t('0.05%', '0.05%'), t('0.1%', '0.1%')],
            [ml(10), ml(15)],
          ),
          item('مرهم صدري للاستنشاق', 'Vapour rub', [t('للكبار', 'adult'), t('للأطفال', 'kids')], [g(50), g(100)]),
          item(
            'أقراص استحلاب للحلق',
            'Throat lozenges',
            [t('بالعسل والليمون', 'honey and lemon'), t('بالنعناع', 'mint')],
            [t('16 قرص استحلاب', '16 lozenges'), t('24 قرص استحلاب', '24 lozenges')],
          ),
        ],
      },
      {
        name: t('الجهاز الهضمي', 'Digestive health'),
        price: [8, 55],
        items: [
          item(
            'مضاد حموضة',
            'Antacid',
            [t('أقراص مضغ', 'chewable tablets'), t('معلق', 'suspension')],
            [t('عبوة صغيرة', 'small pack'), t('عبوة كبيرة', 'large pack')],
          ),
          item('أوميبرازول', 'Omeprazole', [mg(20), mg(40)], [capsules(14), capsules(28)]),
          item('لوبيراميد', 'Loperamide', [mg(2)], [capsules(6), capsules(12)]),
          item(
            'محلول معالجة الجفاف',
            'Oral rehydration salts',
            [t('برتقال', 'orange'), t('بدون نكهة', 'unflavoured')],
            [t('6 أكياس', '6 sachets'), t('10 أكياس', '10 sachets')],
          ),
          item('ملين لطيف', 'Gentle laxative', [mg(5), mg(10)], [tablets(20)]),
          item('بروبيوتيك', 'Probiotic', [t('للكبار', 'adult'), t('للأطفال', 'kids')], [capsules(10), capsules(30)]),
        ],
      },
      {
        name: t('الحساسية', 'Allergy'),
        price: [10, 48],
        items: [
          item('لوراتادين', 'Loratadine', [mg(10)], [tablets(10), tablets(30)]),
          item('سيتريزين', 'Cetirizine', [mg(10)], [tablets(10), tablets(30)]),
          item('فيكسوفينادين', 'Fexofenadine', [mg(120), mg(180)], [tablets(10), tablets(30)]),
          item('قطرة عين للحساسية', 'Allergy eye drops', [ml(5), ml(10)]),
          item('كريم هيدروكورتيزون', 'Hydrocortisone cream', [t('0.5%', '0.5%'), t('1%', '1%')], [g(15), g(30)]),
          item('جل مهدئ للدغات الحشرات', 'Insect bite gel', [t('للكبار', 'adult'), t('للأطفال', 'kids')], [g(20)]),
          item('شراب مضاد للحساسية للأطفال', 'Children’s allergy syrup', [ml(60), ml(100)]),
        ],
      },
      {
        name: t('العناية بالعين والأذن', 'Eye and ear care'),
        price: [9, 70],
        items: [
          item(
            'قطرة عين مرطبة',
            'Lubricating eye drops',
            [t('بدون مواد حافظة', 'preservative free'), t('للعين الجافة', 'dry eyes')],
            [ml(10), t('30 عبوة مفردة', '30 single doses')],
          ),
          item('جل عين مرطب', 'Eye gel', [t('ليلي', 'night')], [g(10)]),
          item(
            'محلول العدسات اللاصقة',
            'Contact lens solution',
            [t('متعدد الاستخدامات', 'multi-purpose')],
            [ml(120), ml(360)],
          ),
          item('قطرة أذن لإزالة الشمع', 'Ear wax drops', [ml(10), ml(15)]),
          item('بخاخ تنظيف الأذن', 'Ear cleaning spray', [t('للكبار', 'adult'), t('للأطفال', 'kids')], [ml(50)]),
          item(
            'ضمادات العين',
            'Eye pads',
            [t('معقمة', 'sterile')],
            [t('10 قطع', 'pack of 10'), t('25 قطعة', 'pack of 25')],
          ),
        ],
      },
      {
        name: t('العضلات والمفاصل', 'Muscle and joint'),
        price: [14, 120],
        items: [
          item('جل مسكن للعضلات', 'Muscle pain gel', [t('1%', '1%'), t('2.32%', '2.32%')], [g(50), g(100)]),
          item(
            'لصقات حرارية',
            'Heat patches',
            [t('للظهر', 'back'), t('للرقبة والكتف', 'neck and shoulder')],
            [t('2 لصقة', '2 patches'), t('4 لصقات', '4 patches')],
          ),
          item(
            'جلوكوزامين وكوندرويتين',
            'Glucosamine and chondroitin',
            [t('أقراص', 'tablets'), t('كبسولات', 'capsules')],
            [t('60 حبة', '60 count'), t('120 حبة', '120 count')],
          ),
          item('بخاخ تبريد رياضي', 'Cold spray', [ml(150), ml(300)]),
          item('دعامة ركبة', 'Knee support', [
            t('مقاس صغير', 'small'),
            t('مقاس متوسط', 'medium'),
            t('مقاس كبير', 'large'),
          ]),
          item(
            'دعامة معصم',
            'Wrist support',
            [t('يمين', 'right'), t('يسار', 'left')],
            [t('مقاس متوسط', 'medium'), t('مقاس كبير', 'large')],
          ),
        ],
      },
      {
        name: t('المضادات الحيوية', 'Antibiotics'),
        price: [18, 95],
        wasfy: true,
        items: [
          item('أموكسيسيلين', 'Amoxicillin', [mg(250), mg(500)], [capsules(12), capsules(21)]),
          item(
            'أموكسيسيلين وحمض الكلافولانيك',
            'Amoxicillin and clavulanic acid',
            [mg(625), t('1 غ', '1 g')],
            [tablets(14)],
          ),
          item('أزيثرومايسين', 'Azithromycin', [mg(250), mg(500)], [tablets(3), tablets(6)]),
          item('سيفوروكسيم', 'Cefuroxime', [mg(250), mg(500)], [tablets(10)]),
          item('كلاريثرومايسين', 'Clarithromycin', [mg(250), mg(500)], [tablets(14)]),
        ],
      },
      {
        name: t('الأمراض المزمنة', 'Chronic conditions'),
        price: [22, 180],
        wasfy: true,
        items: [
          item('ميتفورمين', 'Metformin', [mg(500), mg(850), mg(1000)], [tablets(30), tablets(60)]),
          item('أملوديبين', 'Amlodipine', [mg(5), mg(10)], [tablets(30), tablets(90)]),
          item('أتورفاستاتين', 'Atorvastatin', [mg(10), mg(20), mg(40)], [tablets(30), tablets(90)]),
          item(
            'ليفوثيروكسين',
            'Levothyroxine',
            [t('50 مكغ', '50 mcg'), t('100 مكغ', '100 mcg')],
            [tablets(30), tablets(100)],
          ),
          item('لوسارتان', 'Losartan', [mg(50), mg(100)], [tablets(30), tablets(90)]),
        ],
      },
    ],
  },
  {
    key: 'vitamins',
    name: t('الفيتامينات والمكملات', 'Vitamins and supplements'),
    title: t('لصحة يومية أفضل', 'For better everyday health'),
    subcategories: [
      {
        name: t('فيتامين د', 'Vitamin D'),
        price: [19, 75],
        items: [
          item(
            'فيتامين د3',
            'Vitamin D3',
            [t('1000 وحدة دولية', '1000 IU'), t('5000 وحدة دولية', '5000 IU'), t('50000 وحدة دولية', '50000 IU')],
            [capsules(30), capsules(90)],
          ),
          item(
            'قطرات فيتامين د3 للرضع',
            'Vitamin D3 drops for infants',
            [t('400 وحدة دولية', '400 IU')],
            [ml(10), ml(15)],
          ),
          item('فيتامين د3 وكالسيوم', 'Calcium and vitamin D3', [mg(600), mg(1000)], [tablets(30), tablets(60)]),
        ],
      },
      {
        name: t('فيتامين ج والمناعة', 'Vitamin C and immunity'),
        price: [14, 68],
        items: [
          item('فيتامين ج', 'Vitamin C', [mg(500), mg(1000)], [tablets(30), tablets(100)]),
          item('فيتامين ج فوار', 'Effervescent vitamin C', [mg(1000)], [tablets(10), tablets(20)]),
          item('زنك', 'Zinc', [mg(15), mg(50)], [tablets(30), tablets(60)]),
          item('شراب البلسان', 'Elderberry syrup', [ml(120), ml(240)]),
        ],
      },
      {
        name: t('الفيتامينات المتعددة', 'Multivitamins'),
        price: [29, 120],
        items: [
          item(
            'فيتامينات متعددة للرجال',
            'Men’s multivitamin',
            [t('يومي', 'one a day'), t('50+', '50+')],
            [tablets(30), tablets(60)],
          ),
          item(
            'فيتامينات متعددة للنساء',
            'Women’s multivitamin',
            [t('يومي', 'one a day'), t('50+', '50+')],
            [tablets(30), tablets(60)],
          ),
          item(
            'فيتامينات الحمل',
            'Pregnancy multivitamin',
            [t('مع حمض الفوليك', 'with folic acid')],
            [capsules(30), capsules(60)],
          ),
          item(
            'فيتامينات للأطفال قابلة للمضغ',
            'Children’s chewable multivitamin',
            [t('فراولة', 'strawberry'), t('برتقال', 'orange')],
            [t('60 حبة مضغ', '60 gummies')],
          ),
        ],
      },
      {
        name: t('أوميغا 3 وزيت السمك', 'Omega-3 and fish oil'),
        price: [35, 140],
        items: [
          item('أوميغا 3', 'Omega-3', [mg(1000), mg(1200)], [capsules(30), capsules(90)]),
          item(
            'زيت كبد الحوت',
            'Cod liver oil',
            [t('كبسولات', 'capsules'), t('سائل', 'liquid')],
            [t('عبوة 150', 'pack of 150'), t('عبوة 300', 'pack of 300')],
          ),
          item('أوميغا 3 للأطفال', 'Kids omega-3', [t('بنكهة الليمون', 'lemon flavour')], [ml(150)]),
        ],
      },
      {
        name: t('المكملات العشبية', 'Herbal supplements'),
        price: [22, 110],
        items: [
          item('الكركم', 'Turmeric', [mg(500), mg(1000)], [capsules(60), capsules(120)]),
          item(
            'زيت حبة البركة',
            'Black seed oil',
            [t('كبسولات', 'capsules'), t('زيت', 'oil')],
            [t('عبوة 60', 'pack of 60'), t('عبوة 120', 'pack of 120')],
          ),
          item('جنكة بيلوبا', 'Ginkgo biloba', [mg(60), mg(120)], [tablets(30), tablets(60)]),
          item('الميلاتونين', 'Melatonin', [mg(3), mg(5)], [tablets(30), tablets(60)]),
          item(
            'خل التفاح',
            'Apple cider vinegar',
            [t('حبوب مضغ', 'gummies'), t('أقراص', 'tablets')],
            [t('60 حبة', '60 count')],
          ),
          item(
            'البيوتين',
            'Biotin',
            [t('5000 مكغ', '5000 mcg'), t('10000 مكغ', '10000 mcg')],
            [tablets(30), tablets(90)],
          ),
        ],
      },
      {
        name: t('الحديد والمعادن', 'Iron and minerals'),
        price: [16, 85],
        items: [
          item('حديد', 'Iron', [mg(14), mg(65)], [tablets(30), tablets(60)]),
          item('مغنيسيوم', 'Magnesium', [mg(250), mg(400)], [tablets(30), tablets(60)]),
          item(
            'فيتامين ب12',
            'Vitamin B12',
            [t('500 مكغ', '500 mcg'), t('1000 مكغ', '1000 mcg')],
            [tablets(30), tablets(60)],
          ),
          item('حمض الفوليك', 'Folic acid', [mg(0.4), mg(5)], [tablets(30), tablets(90)]),
        ],
      },
    ],
  },
  {
    key: 'mother-baby',
    name: t('الأم والطفل', 'Mother and baby'),
    title: t('كل ما يحتاجه طفلك', 'Everything your baby needs'),
    subcategories: [
      {
        name: t('حفاضات الأطفال', 'Baby diapers'),
        price: [32, 99],
        items: [
          item(
            'حفاضات',
            'Diapers',
            [
              t('مقاس 1', 'size 1'),
              t('مقاس 2', 'size 2'),
              t('مقاس 3', 'size 3'),
              t('مقاس 4', 'size 4'),
              t('مقاس 5', 'size 5'),
            ],
            [t('عبوة عادية', 'value pack'), t('عبوة توفير', 'jumbo pack')],
          ),
          item(
            'حفاضات سروال',
            'Diaper pants',
            [t('مقاس 4', 'size 4'), t('مقاس 5', 'size 5'), t('مقاس 6', 'size 6')],
            [t('عبوة عادية', 'value pack'), t('عبوة توفير', 'jumbo pack')],
          ),
          item(
            'مناديل مبللة للأطفال',
            'Baby wipes',
            [t('بدون عطر', 'fragrance free'), t('بالصبار', 'aloe vera')],
            [t('64 منديلًا', '64 wipes'), t('3 عبوات', 'pack of 3')],
          ),
        ],
      },
      {
        name: t('حليب الأطفال', 'Baby formula'),
        price: [45, 135],
        items: [
          item(
            'حليب أطفال',
            'Infant formula',
            [t('المرحلة 1', 'stage 1'), t('المرحلة 2', 'stage 2'), t('المرحلة 3', 'stage 3')],
            [g(400), g(800)],
          ),
          item(
            'حليب أطفال مضاد للارتجاع',
            'Anti-reflux formula',
            [t('المرحلة 1', 'stage 1'), t('المرحلة 2', 'stage 2')],
            [g(400)],
          ),
          item('حليب أطفال خالٍ من اللاكتوز', 'Lactose-free formula', [t('من الولادة', 'from birth')], [g(400)]),
          item(
            'حليب أطفال مرطب للحساسية',
            'Hypoallergenic formula',
            [t('المرحلة 1', 'stage 1'), t('المرحلة 2', 'stage 2')],
            [g(400), g(800)],
          ),
        ],
      },
      {
        name: t('العناية بالطفل', 'Baby care'),
        price: [12, 65],
        items: [
          item('كريم الحفاض', 'Diaper rash cream', [g(50), g(100)]),
          item('شامبو الأطفال', 'Baby shampoo', [ml(200), ml(500)]),
          item('زيت الأطفال', 'Baby oil', [ml(100), ml(300)]),
          item('لوشن الأطفال', 'Baby lotion', [ml(200), ml(500)]),
          item('رضاعة', 'Feeding bottle', [ml(150), ml(260)], [t('قطعة', 'single'), t('قطعتان', 'twin pack')]),
          item(
            'لهاية',
            'Pacifier',
            [t('0-6 أشهر', '0-6 months'), t('6-18 شهرًا', '6-18 months')],
            [t('قطعتان', 'pack of 2')],
          ),
        ],
      },
      {
        name: t('العناية بالأم', 'Mother care'),
        price: [18, 120],
        items: [
          item('كريم علامات التمدد', 'Stretch mark cream', [ml(150), ml(250)]),
          item('كريم الحلمات', 'Nipple cream', [g(30), g(40)]),
          item(
            'فوط الرضاعة',
            'Nursing pads',
            [t('للاستعمال مرة واحدة', 'disposable')],
            [t('30 قطعة', '30 pads'), t('60 قطعة', '60 pads')],
          ),
          item('شفاط حليب يدوي', 'Manual breast pump', [t('قياسي', 'standard')]),
        ],
      },
    ],
  },
  {
    key: 'skin-care',
    name: t('العناية بالبشرة', 'Skin care'),
    title: t('منتجات جلدية موصى بها', 'Dermatologist-recommended care'),
    subcategories: [
      {
        name: t('المرطبات', 'Moisturisers'),
        price: [28, 145],
        items: [
          item('كريم مرطب للبشرة الجافة', 'Moisturising cream for dry skin', [ml(50), ml(200), ml(400)]),
          item('لوشن مرطب للجسم', 'Body lotion', [ml(236), ml(473)]),
          item('جل مرطب للبشرة الدهنية', 'Gel moisturiser for oily skin', [ml(50), ml(100)]),
          item(
            'بلسم الشفاه',
            'Lip balm',
            [t('بدون لون', 'clear'), t('بعامل حماية 15', 'SPF 15')],
            [t('قطعة', 'single'), t('قطعتان', 'pack of 2')],
          ),
          item('كريم اليدين', 'Hand cream', [ml(50), ml(75)]),
        ],
      },
      {
        name: t('الواقي الشمسي', 'Sun protection'),
        price: [45, 160],
        items: [
          item(
            'واقي شمس للوجه',
            'Face sunscreen',
            [t('عامل حماية 30', 'SPF 30'), t('عامل حماية 50+', 'SPF 50+')],
            [ml(40), ml(50)],
          ),
          item('واقي شمس ملون', 'Tinted sunscreen', [t('فاتح', 'light'), t('متوسط', 'medium')], [ml(40)]),
          item('بخاخ واقي الشمس للجسم', 'Body sunscreen spray', [t('عامل حماية 50', 'SPF 50')], [ml(200)]),
          item('واقي شمس للأطفال', 'Kids sunscreen', [t('عامل حماية 50+', 'SPF 50+')], [ml(100), ml(200)]),
        ],
      },
      {
        name: t('العناية بالوجه', 'Face care'),
        price: [35, 190],
        items: [
          item('سيروم فيتامين سي', 'Vitamin C serum', [t('10%', '10%'), t('15%', '15%')], [ml(15), ml(30)]),
          item(
            'سيروم حمض الهيالورونيك',
            'Hyaluronic acid serum',
            [t('للبشرة الجافة', 'dry skin'), t('لجميع أنواع البشرة', 'all skin types')],
            [ml(30)],
          ),
          item(
            'كريم الريتينول الليلي',
            'Retinol night cream',
            [t('0.3%', '0.3%'), t('0.5%', '0.5%')],
            [ml(30), ml(50)],
          ),
          item(
            'ماء ميسيلار',
            'Micellar water',
            [t('للبشرة الحساسة', 'sensitive skin'), t('للبشرة الدهنية', 'oily skin')],
            [ml(250), ml(400)],
          ),
          item(
            'كريم محيط العين',
            'Eye cream',
            [t('مضاد للهالات', 'dark circles'), t('مضاد للتجاعيد', 'anti-wrinkle')],
            [ml(15)],
          ),
          item('قناع الطين', 'Clay mask', [t('منقٍ', 'purifying'), t('مرطب', 'hydrating')], [ml(75)]),
        ],
      },
      {
        name: t('حب الشباب', 'Acne care'),
        price: [30, 120],
        items: [
          item('غسول للبشرة الدهنية', 'Foaming cleanser for oily skin', [ml(200), ml(400)]),
          item(
            'جل حب الشباب',
            'Acne gel',
            [t('بيروكسيد البنزويل 5%', 'benzoyl peroxide 5%'), t('حمض الساليسيليك 2%', 'salicylic acid 2%')],
            [g(30)],
          ),
          item('تونر منقي للمسام', 'Pore-clarifying toner', [ml(200)]),
          item(
            'لصقات حب الشباب',
            'Acne patches',
            [t('شفافة', 'clear')],
            [t('24 لصقة', '24 patches'), t('36 لصقة', '36 patches')],
          ),
        ],
      },
      {
        name: t('العناية بالشعر', 'Hair care'),
        price: [25, 110],
        items: [
          item('شامبو ضد القشرة', 'Anti-dandruff shampoo', [ml(200), ml(400)]),
          item('شامبو لتساقط الشعر', 'Hair-loss shampoo', [ml(200), ml(400)]),
          item('سيروم الشعر', 'Hair serum', [ml(50), ml(100)]),
          item('مينوكسيديل محلول', 'Minoxidil solution', [t('2%', '2%'), t('5%', '5%')], [ml(60)]),
        ],
      },
    ],
  },
  {
    key: 'devices',
    name: t('الأجهزة الطبية', 'Medical devices'),
    title: t('قياس ومتابعة في المنزل', 'Home monitoring'),
    subcategories: [
      {
        name: t('أجهزة الضغط', 'Blood pressure monitors'),
        price: [120, 420],
        items: [
          item('جهاز ضغط للعضد', 'Upper-arm blood pressure monitor', [
            t('أساسي', 'basic'),
            t('بذاكرة لمستخدمين', 'two-user memory'),
            t('بالبلوتوث', 'Bluetooth'),
          ]),
          item('جهاز ضغط للمعصم', 'Wrist blood pressure monitor', [t('أساسي', 'basic'), t('بالبلوتوث', 'Bluetooth')]),
          item('كفة ضغط بديلة', 'Replacement cuff', [t('مقاس متوسط', 'medium'), t('مقاس كبير', 'large')]),
        ],
      },
      {
        name: t('أجهزة السكر', 'Glucose meters'),
        price: [45, 260],
        items: [
          item('جهاز قياس السكر', 'Blood glucose meter', [t('أساسي', 'basic'), t('بالبلوتوث', 'Bluetooth')]),
          item(
            'شرائط قياس السكر',
            'Glucose test strips',
            [t('متوافقة مع الجهاز', 'for the meter')],
            [t('25 شريطًا', '25 strips'), t('50 شريطًا', '50 strips')],
          ),
          item(
            'إبر وخز الإصبع',
            'Lancets',
            [t('30 جيج', '30G'), t('33 جيج', '33G')],
            [t('100 إبرة', '100 lancets'), t('200 إبرة', '200 lancets')],
          ),
        ],
      },
      {
        name: t('موازين الحرارة', 'Thermometers'),
        price: [18, 190],
        items: [
          item('ميزان حرارة رقمي', 'Digital thermometer', [t('قياسي', 'standard'), t('بطرف مرن', 'flexible tip')]),
          item('ميزان حرارة للجبهة', 'Forehead thermometer', [
            t('بالأشعة تحت الحمراء', 'infrared'),
            t('بدون تلامس', 'non-contact'),
          ]),
          item('ميزان حرارة للأذن', 'Ear thermometer', [t('مع أغطية', 'with covers')]),
        ],
      },
      {
        name: t('مستلزمات الرعاية المنزلية', 'Home care aids'),
        price: [25, 450],
        items: [
          item('جهاز قياس الأكسجين', 'Pulse oximeter', [t('للإصبع', 'fingertip'), t('للأطفال', 'paediatric')]),
          item('جهاز بخار (نيبولايزر)', 'Nebuliser', [t('ضاغط', 'compressor'), t('محمول', 'portable mesh')]),
          item(
            'جوارب ضاغطة',
            'Compression stockings',
            [t('حتى الركبة', 'knee high'), t('حتى الفخذ', 'thigh high')],
            [t('مقاس متوسط', 'medium'), t('مقاس كبير', 'large')],
          ),
          item('عكاز طبي', 'Walking stick', [t('قابل للطي', 'folding'), t('رباعي القاعدة', 'quad base')]),
          item(
            'كيس ماء ساخن',
            'Hot water bottle',
            [t('2 لتر', '2 l')],
            [t('مع غطاء', 'with cover'), t('بدون غطاء', 'plain')],
          ),
          item('علبة أدوية أسبوعية', 'Weekly pill organiser', [
            t('مرة يوميًا', 'once a day'),
            t('مرتين يوميًا', 'twice a day'),
          ]),
        ],
      },
      {
        name: t('الإسعافات الأولية', 'First aid'),
        price: [5, 95],
        items: [
          item(
            'لاصق جروح',
            'Plasters',
            [t('مقاسات متنوعة', 'assorted'), t('مقاوم للماء', 'waterproof')],
            [t('20 لاصقة', '20 plasters'), t('40 لاصقة', '40 plasters')],
          ),
          item(
            'شاش معقم',
            'Sterile gauze',
            [t('5×5 سم', '5×5 cm'), t('10×10 سم', '10×10 cm')],
            [t('10 قطع', 'pack of 10'), t('25 قطعة', 'pack of 25')],
          ),
          item('رباط ضاغط', 'Elastic bandage', [t('7.5 سم', '7.5 cm'), t('10 سم', '10 cm')]),
          item('معقم جروح', 'Antiseptic solution', [ml(100), ml(250)]),
          item('حقيبة إسعافات أولية', 'First aid kit', [t('للسيارة', 'car'), t('للمنزل', 'home')]),
          item(
            'كمامات طبية',
            'Medical face masks',
            [t('ثلاث طبقات', '3-ply')],
            [t('10 كمامات', '10 masks'), t('50 كمامة', '50 masks')],
          ),
        ],
      },
    ],
  },
  {
    key: 'personal-care',
    name: t('العناية الشخصية', 'Personal care'),
    title: t('عناية يومية للعائلة', 'Everyday care for the family'),
    subcategories: [
      {
        name: t('العناية بالفم والأسنان', 'Oral care'),
        price: [7, 60],
        items: [
          item(
            'معجون أسنان بالفلورايد',
            'Fluoride toothpaste',
            [
              t('للحماية من التسوس', 'cavity protection'),
              t('للأسنان الحساسة', 'sensitive teeth'),
              t('مبيض', 'whitening'),
            ],
            [ml(75), ml(100)],
          ),
          item(
            'معجون أسنان للأطفال',
            'Kids toothpaste',
            [t('2-6 سنوات', 'ages 2-6'), t('6+ سنوات', 'ages 6+')],
            [ml(50)],
          ),
          item(
            'فرشاة أسنان',
            'Toothbrush',
            [t('ناعمة', 'soft'), t('متوسطة', 'medium')],
            [t('قطعة', 'single'), t('قطعتان', 'pack of 2')],
          ),
          item('غسول فم', 'Mouthwash', [t('بدون كحول', 'alcohol free'), t('بالنعناع', 'mint')], [ml(250), ml(500)]),
          item('خيط أسنان', 'Dental floss', [t('بالشمع', 'waxed'), t('بالنعناع', 'mint')], [t('50 م', '50 m')]),
          item('فرشاة أسنان كهربائية', 'Electric toothbrush', [t('للكبار', 'adult'), t('للأطفال', 'kids')]),
        ],
      },
      {
        name: t('مزيلات العرق', 'Deodorants'),
        price: [12, 45],
        items: [
          item(
            'مزيل عرق رول',
            'Roll-on deodorant',
            [t('للرجال', 'men'), t('للنساء', 'women'), t('بدون عطر', 'unscented')],
            [ml(50)],
          ),
          item('بخاخ مزيل عرق', 'Deodorant spray', [t('للرجال', 'men'), t('للنساء', 'women')], [ml(150), ml(250)]),
          item(
            'مزيل عرق ستيك',
            'Deodorant stick',
            [t('للبشرة الحساسة', 'sensitive skin'), t('حماية 48 ساعة', '48-hour protection')],
            [g(40)],
          ),
        ],
      },
      {
        name: t('العناية النسائية', 'Feminine care'),
        price: [9, 55],
        items: [
          item(
            'فوط صحية',
            'Sanitary pads',
            [t('عادية', 'regular'), t('طويلة', 'long'), t('ليلية', 'night')],
            [t('10 قطع', '10 pads'), t('30 قطعة', '30 pads')],
          ),
          item(
            'فوط يومية',
            'Panty liners',
            [t('عادية', 'regular'), t('معطرة', 'scented')],
            [t('20 قطعة', '20 liners'), t('40 قطعة', '40 liners')],
          ),
          item(
            'غسول نسائي',
            'Intimate wash',
            [t('للاستخدام اليومي', 'daily'), t('للبشرة الحساسة', 'sensitive')],
            [ml(150), ml(250)],
          ),
        ],
      },
      {
        name: t('الحلاقة والعناية بالرجال', 'Shaving and men’s care'),
        price: [10, 140],
        items: [
          item(
            'شفرات حلاقة',
            'Razor blades',
            [t('ثلاثية', '3-blade'), t('خماسية', '5-blade')],
            [t('4 شفرات', '4 blades'), t('8 شفرات', '8 blades')],
          ),
          item('جل الحلاقة', 'Shaving gel', [t('للبشرة الحساسة', 'sensitive'), t('مرطب', 'moisturising')], [ml(200)]),
          item('بلسم ما بعد الحلاقة', 'Aftershave balm', [t('بدون كحول', 'alcohol free')], [ml(100)]),
          item('زيت اللحية', 'Beard oil', [t('بالأرغان', 'argan'), t('بدون عطر', 'unscented')], [ml(30)]),
          item('ماكينة حلاقة كهربائية', 'Electric shaver', [t('دوارة', 'rotary'), t('ترددية', 'foil')]),
        ],
      },
    ],
  },
  {
    key: 'nutrition',
    name: t('التغذية الصحية', 'Healthy nutrition'),
    title: t('تغذية متوازنة لكل الأعمار', 'Balanced nutrition for every age'),
    subcategories: [
      {
        name: t('بدائل السكر والحميات', 'Sweeteners and diet'),
        price: [9, 75],
        items: [
          item(
            'محلي ستيفيا',
            'Stevia sweetener',
            [t('مسحوق', 'powder'), t('أقراص', 'tablets')],
            [t('عبوة صغيرة', 'small pack'), t('عبوة كبيرة', 'large pack')],
          ),
          item(
            'محلي سكرالوز',
            'Sucralose sweetener',
            [t('أكياس', 'sachets'), t('أقراص', 'tablets')],
            [t('100 حبة', '100 count'), t('300 حبة', '300 count')],
          ),
          item(
            'مشروب بديل وجبة',
            'Meal replacement shake',
            [t('فانيلا', 'vanilla'), t('شوكولاتة', 'chocolate'), t('فراولة', 'strawberry')],
            [g(400), g(800)],
          ),
          item(
            'ألياف غذائية',
            'Fibre supplement',
            [t('مسحوق', 'powder'), t('كبسولات', 'capsules')],
            [t('عبوة 30 يومًا', '30-day pack')],
          ),
        ],
      },
      {
        name: t('التغذية الرياضية', 'Sports nutrition'),
        price: [25, 260],
        items: [
          item(
            'بروتين مصل اللبن',
            'Whey protein',
            [t('فانيلا', 'vanilla'), t('شوكولاتة', 'chocolate')],
            [g(900), g(2270)],
          ),
          item(
            'ألواح بروتين',
            'Protein bars',
            [t('شوكولاتة', 'chocolate'), t('زبدة الفول السوداني', 'peanut butter'), t('كراميل', 'caramel')],
            [t('قطعة', 'single bar'), t('12 قطعة', 'box of 12')],
          ),
          item('كرياتين', 'Creatine', [t('أحادي الهيدرات', 'monohydrate')], [g(300), g(500)]),
          item(
            'أملاح معدنية للرياضيين',
            'Electrolyte drink mix',
            [t('ليمون', 'lemon'), t('توت', 'berry')],
            [t('10 أكياس', '10 sachets'), t('20 كيسًا', '20 sachets')],
          ),
          item(
            'كولاجين',
            'Collagen',
            [t('مسحوق', 'powder'), t('أقراص', 'tablets')],
            [t('عبوة 30 يومًا', '30-day pack'), t('عبوة 60 يومًا', '60-day pack')],
          ),
        ],
      },
      {
        name: t('أغذية خاصة', 'Special foods'),
        price: [12, 90],
        items: [
          item(
            'بسكويت خالٍ من الغلوتين',
            'Gluten-free biscuits',
            [t('سادة', 'plain'), t('بالشوفان', 'oat')],
            [g(150), g(300)],
          ),
          item(
            'حليب خالٍ من اللاكتوز',
            'Lactose-free milk',
            [t('كامل الدسم', 'full fat'), t('قليل الدسم', 'low fat')],
            [t('1 لتر', '1 l'), t('6 عبوات', 'pack of 6')],
          ),
          item(
            'مكمل غذائي للكبار',
            'Adult nutritional supplement',
            [t('فانيلا', 'vanilla'), t('شوكولاتة', 'chocolate')],
            [g(400), g(850)],
          ),
          item(
            'حبوب أطفال',
            'Baby cereal',
            [t('أرز', 'rice'), t('قمح وتمر', 'wheat and dates'), t('شوفان وفواكه', 'oat and fruit')],
            [g(250), g(400)],
          ),
        ],
      },
    ],
  },
];
