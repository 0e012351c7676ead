import type { Bilingual } from '../../db/schema/columns';

/**
 * Copy of the demo medical magazine: general health-awareness texts of the kind a
 * pharmacy group publishes. Each article becomes an intro paragraph, a list of advice
 * and the category's closing note (see seed-demo.ts).
 */

interface DemoSubcategory {
  key: string;
  name: Bilingual;
}

export interface DemoCategory {
  code: string;
  name: Bilingual;
  subcategories: DemoSubcategory[];
  /** Closing paragraph of the category's articles. */
  closing: Bilingual;
}

export interface DemoArticle {
  category: string;
  subcategory: string;
  title: Bilingual;
  intro: Bilingual;
  tips: { ar: string[]; en: string[] };
  tags: { ar: string[]; en: string[] };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    code: 'nutrition',
    name: { ar: 'التغذية', en: 'Nutrition' },
    subcategories: [
      { key: 'clinical', name: { ar: 'التغذية العلاجية', en: 'Clinical nutrition' } },
      { key: 'supplements', name: { ar: 'المكملات الغذائية', en: 'Dietary supplements' } },
      { key: 'kids-food', name: { ar: 'تغذية الأطفال', en: "Children's nutrition" } },
    ],
    closing: {
      ar: 'احتياجات كل شخص الغذائية تختلف بحسب عمره وحالته الصحية، لذلك استشر أخصائي التغذية أو الصيدلي قبل تغيير نظامك الغذائي أو البدء بأي مكمل.',
      en: 'Nutritional needs differ with age and health, so ask a dietitian or your pharmacist before changing your diet or starting any supplement.',
    },
  },
  {
    code: 'chronic-diseases',
    name: { ar: 'الأمراض المزمنة', en: 'Chronic diseases' },
    subcategories: [
      { key: 'diabetes', name: { ar: 'السكري', en: 'Diabetes' } },
      { key: 'blood-pressure', name: { ar: 'ضغط الدم', en: 'Blood pressure' } },
      { key: 'heart', name: { ar: 'صحة القلب', en: 'Heart health' } },
    ],
    closing: {
      ar: 'يمكنك قياس الضغط والسكر مجاناً في فروعنا المختارة، ولا تغيّر جرعة دوائك أو توقفه دون الرجوع إلى طبيبك.',
      en: 'You can check your blood pressure and blood sugar free of charge at selected branches, and never change or stop a medicine without asking your doctor.',
    },
  },
  {
    code: 'mother-child',
    name: { ar: 'الأم والطفل', en: 'Mother and child' },
    subcategories: [
      { key: 'pregnancy', name: { ar: 'الحمل', en: 'Pregnancy' } },
      { key: 'newborn', name: { ar: 'رعاية المولود', en: 'Newborn care' } },
    ],
    closing: {
      ar: 'تجدين في ركن العناية بالطفل في فروعنا ما تحتاجينه لك ولطفلك، والصيدلي مستعد للإجابة عن أسئلتك في أي وقت.',
      en: 'Our baby care corners carry what you and your baby need, and the pharmacist is always ready to answer your questions.',
    },
  },
  {
    code: 'wellness',
    name: { ar: 'الصحة العامة', en: 'General wellness' },
    subcategories: [
      { key: 'skin', name: { ar: 'العناية بالبشرة', en: 'Skin care' } },
      { key: 'mind', name: { ar: 'الصحة النفسية', en: 'Mental wellbeing' } },
      { key: 'medicines', name: { ar: 'الاستخدام الآمن للأدوية', en: 'Safe use of medicines' } },
    ],
    closing: {
      ar: 'هذه المعلومات للتوعية العامة ولا تغني عن استشارة الطبيب أو الصيدلي في حالتك الخاصة.',
      en: 'This information is for general awareness and does not replace advice from a doctor or pharmacist about your own situation.',
    },
  },
];

export const DEMO_ARTICLES: DemoArticle[] = [
  // Nutrition
  {
    category: 'nutrition',
    subcategory: 'clinical',
    title: { ar: 'طبقك المتوازن في خمس خطوات', en: 'Your balanced plate in five steps' },
    intro: {
      ar: 'الطبق المتوازن لا يعني الحرمان، بل توزيع الأطعمة بنسب مناسبة تمنح جسمك الطاقة والعناصر التي يحتاجها طوال اليوم.',
      en: 'A balanced plate is not about going without; it is about portions that give your body the energy and nutrients it needs all day.',
    },
    tips: {
      ar: [
        'اجعل نصف الطبق من الخضار والفواكه.',
        'خصص ربع الطبق للحبوب الكاملة كالأرز البني والشوفان.',
        'اختر بروتيناً قليل الدهون كالسمك والدجاج والبقوليات.',
      ],
      en: [
        'Fill half the plate with vegetables and fruit.',
        'Keep a quarter for whole grains such as brown rice and oats.',
        'Choose lean protein such as fish, chicken and pulses.',
      ],
    },
    tags: { ar: ['تغذية', 'نمط حياة صحي'], en: ['nutrition', 'healthy lifestyle'] },
  },
  {
    category: 'nutrition',
    subcategory: 'clinical',
    title: { ar: 'الألياف الغذائية وصحة الجهاز الهضمي', en: 'Dietary fibre and digestive health' },
    intro: {
      ar: 'تساعد الألياف على انتظام الهضم والشعور بالشبع لفترة أطول، كما تسهم في ضبط مستوى السكر والكوليسترول في الدم.',
      en: 'Fibre keeps digestion regular and you fuller for longer, and it helps control blood sugar and cholesterol.',
    },
    tips: {
      ar: [
        'أضف البقوليات إلى وجباتك مرتين أسبوعياً على الأقل.',
        'تناول الفاكهة بقشرها بعد غسلها جيداً.',
        'زد كمية الألياف تدريجياً مع الإكثار من شرب الماء.',
      ],
      en: [
        'Add pulses to your meals at least twice a week.',
        'Eat fruit with its skin after washing it well.',
        'Increase fibre gradually and drink plenty of water.',
      ],
    },
    tags: { ar: ['تغذية', 'الجهاز الهضمي'], en: ['nutrition', 'digestion'] },
  },
  {
    category: 'nutrition',
    subcategory: 'clinical',
    title: { ar: 'كيف تقلل الملح دون أن تفقد الطعم؟', en: 'How to cut salt without losing flavour' },
    intro: {
      ar: 'الإفراط في الملح من أهم أسباب ارتفاع ضغط الدم، ومعظمه يأتي من الأطعمة المصنعة لا من المملحة على المائدة.',
      en: 'Too much salt is a leading cause of high blood pressure, and most of it comes from processed food rather than the salt shaker.',
    },
    tips: {
      ar: [
        'استبدل الملح بالليمون والأعشاب والبهارات.',
        'اقرأ البطاقة الغذائية واختر المنتجات قليلة الصوديوم.',
        'قلل من المخللات والأجبان المالحة واللحوم المصنعة.',
      ],
      en: [
        'Season with lemon, herbs and spices instead of salt.',
        'Read food labels and choose low-sodium products.',
        'Cut down on pickles, salty cheese and processed meat.',
      ],
    },
    tags: { ar: ['تغذية', 'ضغط الدم'], en: ['nutrition', 'blood pressure'] },
  },
  {
    category: 'nutrition',
    subcategory: 'supplements',
    title: { ar: 'فيتامين د: هل تحتاج إلى مكمل؟', en: 'Vitamin D: do you need a supplement?' },
    intro: {
      ar: 'رغم وفرة الشمس، ينتشر نقص فيتامين د بسبب قلة التعرض المباشر لأشعتها، وهو ضروري لصحة العظام والمناعة.',
      en: 'Despite plenty of sunshine, vitamin D deficiency is common because of little direct sun exposure, and the vitamin matters for bones and immunity.',
    },
    tips: {
      ar: [
        'افحص مستوى فيتامين د قبل تناول جرعات عالية.',
        'تناول المكمل مع وجبة تحتوي على دهون لامتصاص أفضل.',
        'التزم بالجرعة التي يحددها الطبيب أو الصيدلي.',
      ],
      en: [
        'Check your vitamin D level before taking high doses.',
        'Take the supplement with a meal containing fat for better absorption.',
        'Stick to the dose your doctor or pharmacist recommends.',
      ],
    },
    tags: { ar: ['فيتامينات', 'مكملات', 'العظام'], en: ['vitamins', 'supplements', 'bones'] },
  },
  {
    category: 'nutrition',
    subcategory: 'supplements',
    title: { ar: 'الحديد وفقر الدم: علامات لا تتجاهلها', en: "Iron and anaemia: signs you shouldn't ignore" },
    intro: {
      ar: 'التعب المستمر وشحوب البشرة وتساقط الشعر قد تكون علامات لنقص الحديد، خاصة لدى النساء والأطفال.',
      en: 'Ongoing tiredness, pale skin and hair loss can be signs of iron deficiency, especially in women and children.',
    },
    tips: {
      ar: [
        'تناول مصادر الحديد مع فيتامين ج كالبرتقال لزيادة امتصاصه.',
        'تجنب الشاي والقهوة مع الوجبات الغنية بالحديد.',
        'لا تتناول مكملات الحديد دون تحليل دم.',
      ],
      en: [
        'Pair iron-rich food with vitamin C, such as oranges, to absorb more.',
        'Avoid tea and coffee with iron-rich meals.',
        'Do not take iron supplements without a blood test.',
      ],
    },
    tags: { ar: ['مكملات', 'فقر الدم'], en: ['supplements', 'anaemia'] },
  },
  {
    category: 'nutrition',
    subcategory: 'supplements',
    title: { ar: 'أوميغا 3 بين الغذاء والمكملات', en: 'Omega-3: food or supplements?' },
    intro: {
      ar: 'أحماض أوميغا 3 الدهنية مفيدة للقلب والدماغ، وأفضل مصادرها الأسماك الدهنية كالسلمون والسردين.',
      en: 'Omega-3 fatty acids support the heart and brain, and oily fish such as salmon and sardines are their best source.',
    },
    tips: {
      ar: [
        'تناول السمك الدهني مرتين أسبوعياً.',
        'اختر المكملات المنقاة والمعتمدة من الجهات الرقابية.',
        'أخبر طبيبك إن كنت تتناول أدوية مميعة للدم.',
      ],
      en: [
        'Eat oily fish twice a week.',
        'Choose purified supplements approved by the regulator.',
        'Tell your doctor if you take blood-thinning medicines.',
      ],
    },
    tags: { ar: ['مكملات', 'صحة القلب'], en: ['supplements', 'heart health'] },
  },
  {
    category: 'nutrition',
    subcategory: 'kids-food',
    title: { ar: 'وجبة مدرسية صحية يحبها طفلك', en: 'A healthy school lunch your child will love' },
    intro: {
      ar: 'الوجبة المدرسية الجيدة تمد الطفل بالطاقة والتركيز خلال اليوم الدراسي، ويمكن أن تكون صحية ولذيذة في الوقت نفسه.',
      en: 'A good school lunch gives children energy and focus through the school day, and it can be healthy and tasty at once.',
    },
    tips: {
      ar: [
        'نوّع بين الخبز الأسمر والخضار المقطعة والفاكهة.',
        'استبدل العصائر المحلاة بالماء أو الحليب.',
        'أشرك طفلك في اختيار مكونات وجبته.',
      ],
      en: [
        'Mix wholemeal bread, sliced vegetables and fruit.',
        'Swap sweetened juice for water or milk.',
        'Let your child help choose what goes in the box.',
      ],
    },
    tags: { ar: ['الأطفال', 'تغذية'], en: ['children', 'nutrition'] },
  },
  {
    category: 'nutrition',
    subcategory: 'kids-food',
    title: { ar: 'السكريات الخفية في أطعمة الأطفال', en: "Hidden sugars in children's food" },
    intro: {
      ar: 'تحتوي كثير من أطعمة الأطفال الجاهزة على كميات كبيرة من السكر المضاف تؤثر في الأسنان والوزن.',
      en: "Many ready-made children's foods contain large amounts of added sugar that harm teeth and weight.",
    },
    tips: {
      ar: [
        'ابحث عن أسماء السكر المختلفة في قائمة المكونات.',
        'قدم الفاكهة الطازجة بدلاً من الحلويات.',
        'اجعل المشروبات الغازية استثناءً لا عادة.',
      ],
      en: [
        'Look for the many names of sugar on the ingredients list.',
        'Offer fresh fruit instead of sweets.',
        'Make fizzy drinks an exception, not a habit.',
      ],
    },
    tags: { ar: ['الأطفال', 'السكريات'], en: ['children', 'sugar'] },
  },
  {
    category: 'nutrition',
    subcategory: 'clinical',
    title: { ar: 'شرب الماء في الأجواء الحارة', en: 'Staying hydrated in hot weather' },
    intro: {
      ar: 'يفقد الجسم كميات كبيرة من السوائل في الصيف، والجفاف قد يسبب الصداع والإرهاق وحتى ضربات الشمس.',
      en: 'The body loses a lot of fluid in summer, and dehydration can cause headaches, fatigue and even heatstroke.',
    },
    tips: {
      ar: [
        'احمل قارورة ماء معك واشرب على فترات منتظمة.',
        'راقب لون البول فاللون الداكن علامة على الجفاف.',
        'استخدم محاليل الإرواء عند الإسهال أو التعرق الشديد.',
      ],
      en: [
        'Carry a water bottle and drink at regular intervals.',
        'Watch the colour of your urine; dark means dehydrated.',
        'Use oral rehydration salts after diarrhoea or heavy sweating.',
      ],
    },
    tags: { ar: ['نمط حياة صحي', 'الصيف'], en: ['healthy lifestyle', 'summer'] },
  },
  {
    category: 'nutrition',
    subcategory: 'supplements',
    title: { ar: 'البروبيوتيك: بكتيريا نافعة لأمعاء سليمة', en: 'Probiotics: good bacteria for a healthy gut' },
    intro: {
      ar: 'البروبيوتيك كائنات دقيقة نافعة تساعد على توازن بكتيريا الأمعاء، خاصة بعد تناول المضادات الحيوية.',
      en: 'Probiotics are helpful microorganisms that rebalance gut bacteria, especially after a course of antibiotics.',
    },
    tips: {
      ar: [
        'الزبادي واللبن من المصادر الطبيعية للبروبيوتيك.',
        'افصل بين المضاد الحيوي والبروبيوتيك بساعتين على الأقل.',
        'احفظ المنتج حسب تعليمات التخزين المدونة عليه.',
      ],
      en: [
        'Yoghurt and laban are natural sources of probiotics.',
        'Keep at least two hours between an antibiotic and a probiotic.',
        'Store the product as its label says.',
      ],
    },
    tags: { ar: ['مكملات', 'الجهاز الهضمي'], en: ['supplements', 'digestion'] },
  },
  // Chronic diseases
  {
    category: 'chronic-diseases',
    subcategory: 'diabetes',
    title: { ar: 'قياس السكر في المنزل بالطريقة الصحيحة', en: 'Measuring blood sugar at home the right way' },
    intro: {
      ar: 'القياس المنزلي المنتظم يساعد مريض السكري وطبيبه على ضبط العلاج، بشرط إجرائه بطريقة صحيحة.',
      en: 'Regular home testing helps people with diabetes and their doctors adjust treatment, provided it is done correctly.',
    },
    tips: {
      ar: [
        'اغسل يديك بالماء الدافئ وجففهما قبل الوخز.',
        'تأكد من صلاحية الشرائط وتوافقها مع الجهاز.',
        'سجل القراءات مع أوقاتها وشاركها مع طبيبك.',
      ],
      en: [
        'Wash your hands in warm water and dry them before pricking.',
        'Check the strips are in date and match your meter.',
        'Log readings with their times and share them with your doctor.',
      ],
    },
    tags: { ar: ['السكري', 'الفحص المنزلي'], en: ['diabetes', 'home testing'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'diabetes',
    title: { ar: 'العناية بالقدم لمرضى السكري', en: 'Foot care for people with diabetes' },
    intro: {
      ar: 'قد يضعف السكري الإحساس والدورة الدموية في القدمين، فتتحول الجروح البسيطة إلى مشكلات خطيرة.',
      en: 'Diabetes can weaken feeling and circulation in the feet, turning small wounds into serious problems.',
    },
    tips: {
      ar: [
        'افحص قدميك يومياً بحثاً عن جروح أو تشققات.',
        'ارتدِ أحذية مريحة وجوارب قطنية نظيفة.',
        'لا تمشِ حافياً حتى داخل المنزل.',
      ],
      en: [
        'Check your feet daily for cuts or cracks.',
        'Wear comfortable shoes and clean cotton socks.',
        'Never walk barefoot, even at home.',
      ],
    },
    tags: { ar: ['السكري', 'العناية بالقدم'], en: ['diabetes', 'foot care'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'diabetes',
    title: { ar: 'هبوط السكر: كيف تتصرف بسرعة؟', en: 'Low blood sugar: how to act fast' },
    intro: {
      ar: 'هبوط السكر حالة طارئة قد تحدث لمن يستخدمون الإنسولين أو بعض الأقراص، وتظهر بالتعرق والرجفة والدوخة.',
      en: 'Low blood sugar is an emergency that can happen with insulin or some tablets, showing as sweating, shaking and dizziness.',
    },
    tips: {
      ar: [
        'تناول 15 غراماً من السكر السريع كالعصير أو أقراص الجلوكوز.',
        'أعد القياس بعد 15 دقيقة وكرر إن لزم.',
        'احمل دائماً بطاقة تعريف بحالتك الصحية.',
      ],
      en: [
        'Take 15 g of fast sugar such as juice or glucose tablets.',
        'Re-test after 15 minutes and repeat if needed.',
        'Always carry a card that describes your condition.',
      ],
    },
    tags: { ar: ['السكري', 'الإسعافات الأولية'], en: ['diabetes', 'first aid'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'blood-pressure',
    title: { ar: 'ضغط الدم المرتفع: القاتل الصامت', en: 'High blood pressure: the silent killer' },
    intro: {
      ar: 'قد لا يسبب ارتفاع ضغط الدم أي أعراض لسنوات، بينما يرهق القلب والكلى والأوعية الدموية بصمت.',
      en: 'High blood pressure may cause no symptoms for years while it quietly strains the heart, kidneys and blood vessels.',
    },
    tips: {
      ar: [
        'قِس ضغطك مرة سنوياً على الأقل بعد سن الأربعين.',
        'مارس المشي السريع ثلاثين دقيقة معظم أيام الأسبوع.',
        'خفف الوزن الزائد وقلل الملح.',
      ],
      en: [
        'Have your blood pressure checked at least yearly after forty.',
        'Walk briskly for thirty minutes on most days.',
        'Lose excess weight and cut down on salt.',
      ],
    },
    tags: { ar: ['ضغط الدم', 'صحة القلب'], en: ['blood pressure', 'heart health'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'blood-pressure',
    title: { ar: 'جهاز قياس الضغط المنزلي: دليل الاختيار', en: 'Choosing a home blood pressure monitor' },
    intro: {
      ar: 'جهاز القياس المنزلي أداة مفيدة لمتابعة العلاج، لكن دقته تعتمد على نوعه وطريقة استخدامه.',
      en: 'A home monitor helps you follow your treatment, but its accuracy depends on the model and how you use it.',
    },
    tips: {
      ar: [
        'فضّل الأجهزة التي تُلبس على الذراع لا على المعصم.',
        'اختر مقاس الكُم المناسب لمحيط ذراعك.',
        'اجلس مرتاحاً خمس دقائق قبل القياس.',
      ],
      en: [
        'Prefer upper-arm monitors to wrist ones.',
        'Pick the cuff size that fits your arm.',
        'Sit quietly for five minutes before measuring.',
      ],
    },
    tags: { ar: ['ضغط الدم', 'الفحص المنزلي'], en: ['blood pressure', 'home testing'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'heart',
    title: { ar: 'الكوليسترول: الجيد والضار', en: 'Cholesterol: the good and the bad' },
    intro: {
      ar: 'ليس كل الكوليسترول ضاراً؛ فالنوع الجيد يحمي الشرايين بينما يتراكم النوع الضار على جدرانها.',
      en: 'Not all cholesterol is bad: the good kind protects arteries while the bad kind builds up on their walls.',
    },
    tips: {
      ar: [
        'قلل الدهون المشبعة الموجودة في الزبدة والسمن.',
        'أكثر من الشوفان والمكسرات غير المملحة.',
        'افحص دهون الدم بشكل دوري.',
      ],
      en: [
        'Cut saturated fat found in butter and ghee.',
        'Eat more oats and unsalted nuts.',
        'Have your blood lipids checked regularly.',
      ],
    },
    tags: { ar: ['صحة القلب', 'الكوليسترول'], en: ['heart health', 'cholesterol'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'heart',
    title: { ar: 'المشي اليومي ودوره في حماية القلب', en: 'Daily walking and your heart' },
    intro: {
      ar: 'المشي من أسهل أنواع النشاط البدني وأكثرها فائدة للقلب، ولا يحتاج إلى معدات أو اشتراكات.',
      en: 'Walking is one of the easiest and most heart-friendly activities, and it needs no equipment or membership.',
    },
    tips: {
      ar: [
        'ابدأ بعشر دقائق يومياً وزدها تدريجياً.',
        'اختر أوقات المساء أو الأماكن المكيفة في الصيف.',
        'استخدم عداد الخطوات لتحفيز نفسك.',
      ],
      en: [
        'Start with ten minutes a day and build up gradually.',
        'Walk in the evening or indoors during summer.',
        'Use a step counter to keep yourself motivated.',
      ],
    },
    tags: { ar: ['صحة القلب', 'نمط حياة صحي'], en: ['heart health', 'healthy lifestyle'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'heart',
    title: { ar: 'التدخين وأثره على القلب والرئتين', en: 'How smoking harms the heart and lungs' },
    intro: {
      ar: 'الإقلاع عن التدخين في أي عمر يقلل خطر الجلطات وأمراض الرئة، وتبدأ الفوائد خلال أيام من التوقف.',
      en: 'Quitting smoking at any age lowers the risk of heart attacks and lung disease, and the benefits begin within days.',
    },
    tips: {
      ar: [
        'حدد موعداً للإقلاع وأخبر من حولك.',
        'اسأل الصيدلي عن بدائل النيكوتين المناسبة لك.',
        'تجنب المواقف التي ترتبط لديك بالتدخين.',
      ],
      en: [
        'Set a quit date and tell those around you.',
        'Ask your pharmacist about nicotine replacement that suits you.',
        'Avoid situations you link with smoking.',
      ],
    },
    tags: { ar: ['صحة القلب', 'الإقلاع عن التدخين'], en: ['heart health', 'quit smoking'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'diabetes',
    title: { ar: 'الصيام ومرضى السكري', en: 'Fasting with diabetes' },
    intro: {
      ar: 'يستطيع كثير من مرضى السكري الصيام بأمان، لكن ذلك يتطلب تخطيطاً مسبقاً مع الطبيب لتعديل مواعيد الأدوية.',
      en: 'Many people with diabetes can fast safely, but it takes planning with the doctor to adjust medicine times.',
    },
    tips: {
      ar: [
        'راجع طبيبك قبل رمضان بستة أسابيع على الأقل.',
        'أكثر من قياس السكر خلال ساعات الصيام.',
        'أفطر فوراً إذا انخفض السكر عن 70 ملغم/دل.',
      ],
      en: [
        'See your doctor at least six weeks before Ramadan.',
        'Test your blood sugar more often while fasting.',
        'Break the fast at once if sugar drops below 70 mg/dL.',
      ],
    },
    tags: { ar: ['السكري', 'رمضان'], en: ['diabetes', 'ramadan'] },
  },
  {
    category: 'chronic-diseases',
    subcategory: 'blood-pressure',
    title: { ar: 'أدوية الضغط: أسئلة شائعة', en: 'Blood pressure medicines: common questions' },
    intro: {
      ar: 'يتساءل كثيرون عن مدة استخدام أدوية الضغط وآثارها الجانبية، والالتزام بها هو مفتاح الوقاية من المضاعفات.',
      en: 'Many people ask how long to take blood pressure medicines and about side effects; taking them faithfully is key to avoiding complications.',
    },
    tips: {
      ar: [
        'تناول الدواء في الوقت نفسه يومياً.',
        'لا توقف الدواء عند تحسن القراءات دون استشارة.',
        'أبلغ الصيدلي عن أي دوخة أو سعال مستمر.',
      ],
      en: [
        'Take your medicine at the same time every day.',
        'Do not stop it when readings improve without advice.',
        'Tell your pharmacist about dizziness or a persistent cough.',
      ],
    },
    tags: { ar: ['ضغط الدم', 'الأدوية'], en: ['blood pressure', 'medicines'] },
  },
  // Mother and child
  {
    category: 'mother-child',
    subcategory: 'pregnancy',
    title: { ar: 'حمض الفوليك قبل الحمل وأثناءه', en: 'Folic acid before and during pregnancy' },
    intro: {
      ar: 'يقي حمض الفوليك من تشوهات الأنبوب العصبي لدى الجنين، ويُنصح به قبل الحمل بأشهر.',
      en: 'Folic acid protects the baby against neural tube defects and is advised months before pregnancy.',
    },
    tips: {
      ar: [
        'ابدئي بتناوله قبل الحمل بثلاثة أشهر إن أمكن.',
        'استمري عليه خلال الأشهر الثلاثة الأولى على الأقل.',
        'تناولي الخضار الورقية الغنية بالفولات.',
      ],
      en: [
        'Start three months before conceiving if you can.',
        'Continue at least through the first three months.',
        'Eat leafy greens rich in folate.',
      ],
    },
    tags: { ar: ['الحمل', 'فيتامينات'], en: ['pregnancy', 'vitamins'] },
  },
  {
    category: 'mother-child',
    subcategory: 'pregnancy',
    title: { ar: 'الأدوية الآمنة أثناء الحمل', en: 'Medicines and pregnancy' },
    intro: {
      ar: 'بعض الأدوية الشائعة قد تؤثر في الجنين، لذلك يجب استشارة المختص قبل تناول أي دواء أو عشبة.',
      en: 'Some common medicines can affect the baby, so ask a professional before taking any medicine or herbal remedy.',
    },
    tips: {
      ar: [
        'أخبري الصيدلي دائماً أنك حامل.',
        'الباراسيتامول بالجرعة الموصى بها أكثر أماناً من مسكنات أخرى.',
        'تجنبي الأعشاب غير المعروفة المصدر.',
      ],
      en: [
        'Always tell the pharmacist you are pregnant.',
        'Paracetamol at the recommended dose is safer than other painkillers.',
        'Avoid herbal products of unknown origin.',
      ],
    },
    tags: { ar: ['الحمل', 'الأدوية'], en: ['pregnancy', 'medicines'] },
  },
  {
    category: 'mother-child',
    subcategory: 'pregnancy',
    title: { ar: 'الغثيان الصباحي: نصائح للتخفيف', en: 'Easing morning sickness' },
    intro: {
      ar: 'يصيب الغثيان معظم الحوامل في الأشهر الأولى، ويمكن التخفيف منه بعادات يومية بسيطة.',
      en: 'Most pregnant women feel sick in the early months, and simple daily habits can ease it.',
    },
    tips: {
      ar: [
        'تناولي وجبات صغيرة ومتكررة.',
        'ابدئي يومك بقطعة بسكويت جاف قبل النهوض.',
        'راجعي الطبيب إذا منعك القيء من الأكل والشرب.',
      ],
      en: [
        'Eat small, frequent meals.',
        'Start the day with a plain biscuit before getting up.',
        'See your doctor if vomiting stops you eating or drinking.',
      ],
    },
    tags: { ar: ['الحمل', 'صحة المرأة'], en: ['pregnancy', "women's health"] },
  },
  {
    category: 'mother-child',
    subcategory: 'newborn',
    title: { ar: 'الرضاعة الطبيعية: بداية صحية', en: 'Breastfeeding: a healthy start' },
    intro: {
      ar: 'حليب الأم غذاء متكامل يقوي مناعة الطفل ويعزز الرابطة بينه وبين أمه.',
      en: "Breast milk is complete nutrition that strengthens the baby's immunity and the bond with the mother.",
    },
    tips: {
      ar: [
        'ابدئي الرضاعة خلال الساعة الأولى بعد الولادة.',
        'أرضعي طفلك كلما طلب ذلك.',
        'اشربي كميات كافية من الماء وتناولي غذاءً متوازناً.',
      ],
      en: [
        'Start breastfeeding within the first hour after birth.',
        'Feed your baby on demand.',
        'Drink enough water and eat a balanced diet.',
      ],
    },
    tags: { ar: ['الرضاعة', 'المولود'], en: ['breastfeeding', 'newborn'] },
  },
  {
    category: 'mother-child',
    subcategory: 'newborn',
    title: { ar: 'الحرارة عند الرضع: متى تقلقين؟', en: 'Fever in babies: when to worry' },
    intro: {
      ar: 'الحرارة رد فعل طبيعي للعدوى، لكنها عند الرضع الصغار تستدعي الانتباه والتقييم السريع.',
      en: 'Fever is a normal reaction to infection, but in young babies it calls for attention and a quick check.',
    },
    tips: {
      ar: [
        'راجعي الطبيب فوراً إذا تجاوزت حرارة رضيع دون ثلاثة أشهر 38 درجة.',
        'استخدمي خافض الحرارة بالجرعة المناسبة لوزن الطفل.',
        'خففي ملابس الطفل وقدمي له السوائل.',
      ],
      en: [
        'See a doctor at once if a baby under three months has a temperature over 38 °C.',
        "Give fever medicine at the dose for the baby's weight.",
        'Dress the baby lightly and offer fluids.',
      ],
    },
    tags: { ar: ['المولود', 'الحرارة'], en: ['newborn', 'fever'] },
  },
  {
    category: 'mother-child',
    subcategory: 'newborn',
    title: { ar: 'جدول تطعيمات الطفل في المملكة', en: "Your child's vaccination schedule" },
    intro: {
      ar: 'التطعيمات تحمي الطفل من أمراض خطيرة، والالتزام بمواعيدها شرط لحماية كاملة.',
      en: 'Vaccines protect children from serious diseases, and keeping to the schedule is what makes protection complete.',
    },
    tips: {
      ar: [
        'احتفظي بشهادة التطعيمات في مكان آمن.',
        'لا تؤجلي التطعيم بسبب زكام خفيف.',
        'استخدمي كمادات باردة لتخفيف ألم موضع الحقن.',
      ],
      en: [
        'Keep the vaccination certificate somewhere safe.',
        'Do not postpone a vaccine for a mild cold.',
        'Use a cool compress to ease soreness at the injection site.',
      ],
    },
    tags: { ar: ['التطعيمات', 'المولود'], en: ['vaccination', 'newborn'] },
  },
  {
    category: 'mother-child',
    subcategory: 'newborn',
    title: { ar: 'التسنين: أعراضه وطرق تهدئة الطفل', en: 'Teething: signs and soothing tips' },
    intro: {
      ar: 'يبدأ ظهور الأسنان عادة بين الشهر الرابع والسابع، ويصاحبه سيلان اللعاب والتهيج.',
      en: 'Teeth usually start to appear between four and seven months, with drooling and fussiness.',
    },
    tips: {
      ar: [
        'قدمي للطفل عضاضة مبردة لا مجمدة.',
        'امسحي لثته بقطعة شاش نظيفة.',
        'الحرارة المرتفعة ليست من أعراض التسنين فراجعي الطبيب.',
      ],
      en: [
        'Offer a chilled, not frozen, teething ring.',
        "Rub the baby's gums with clean gauze.",
        'A high fever is not a sign of teething; see a doctor.',
      ],
    },
    tags: { ar: ['المولود', 'صحة الفم'], en: ['newborn', 'oral health'] },
  },
  {
    category: 'mother-child',
    subcategory: 'pregnancy',
    title: { ar: 'سكري الحمل: الفحص والمتابعة', en: 'Gestational diabetes: testing and follow-up' },
    intro: {
      ar: 'قد يرتفع السكر أثناء الحمل حتى لدى من لم يصبن بالسكري من قبل، والفحص المبكر يحمي الأم والجنين.',
      en: 'Blood sugar can rise during pregnancy even in women who never had diabetes; early testing protects mother and baby.',
    },
    tips: {
      ar: [
        'أجري فحص تحمل الجلوكوز في الموعد الذي يحدده الطبيب.',
        'وزعي النشويات على وجبات صغيرة.',
        'تابعي القياسات المنزلية وسجليها.',
      ],
      en: [
        'Take the glucose tolerance test when your doctor advises.',
        'Spread starchy food across small meals.',
        'Keep up and log your home readings.',
      ],
    },
    tags: { ar: ['الحمل', 'السكري'], en: ['pregnancy', 'diabetes'] },
  },
  {
    category: 'mother-child',
    subcategory: 'newborn',
    title: { ar: 'العناية بجلد المولود وطفح الحفاض', en: 'Newborn skin and nappy rash' },
    intro: {
      ar: 'جلد المولود رقيق وحساس، وطفح الحفاض من أكثر المشكلات شيوعاً ويمكن الوقاية منه بسهولة.',
      en: "A newborn's skin is thin and sensitive; nappy rash is very common and easy to prevent.",
    },
    tips: {
      ar: [
        'غيري الحفاض فور اتساخه.',
        'اتركي الجلد يجف تماماً قبل وضع حفاض جديد.',
        'استخدمي كريماً واقياً يحتوي على أكسيد الزنك.',
      ],
      en: [
        'Change the nappy as soon as it is soiled.',
        'Let the skin dry fully before a fresh nappy.',
        'Use a barrier cream with zinc oxide.',
      ],
    },
    tags: { ar: ['المولود', 'العناية بالبشرة'], en: ['newborn', 'skin care'] },
  },
  // Wellness
  {
    category: 'wellness',
    subcategory: 'skin',
    title: { ar: 'واقي الشمس: كيف تختار الأنسب لبشرتك؟', en: 'Sunscreen: choosing the right one for your skin' },
    intro: {
      ar: 'الأشعة فوق البنفسجية تسبب التصبغات وشيخوخة الجلد المبكرة، وواقي الشمس خط الدفاع الأول.',
      en: 'Ultraviolet rays cause dark spots and early skin ageing, and sunscreen is the first line of defence.',
    },
    tips: {
      ar: [
        'اختر عامل حماية 30 أو أكثر واسع الطيف.',
        'ضعه قبل الخروج بعشرين دقيقة وجدده كل ساعتين.',
        'اختر التركيبة الخالية من الزيوت للبشرة الدهنية.',
      ],
      en: [
        'Choose broad-spectrum SPF 30 or higher.',
        'Apply twenty minutes before going out and reapply every two hours.',
        'Pick an oil-free formula for oily skin.',
      ],
    },
    tags: { ar: ['العناية بالبشرة', 'الصيف'], en: ['skin care', 'summer'] },
  },
  {
    category: 'wellness',
    subcategory: 'skin',
    title: { ar: 'حب الشباب: خرافات وحقائق', en: 'Acne: myths and facts' },
    intro: {
      ar: 'حب الشباب لا يرتبط بقلة النظافة كما يظن كثيرون، بل بالهرمونات وإفراز الدهون وعوامل أخرى.',
      en: 'Acne is not caused by poor hygiene as many believe, but by hormones, oil production and other factors.',
    },
    tips: {
      ar: [
        'اغسل وجهك مرتين يومياً بغسول لطيف.',
        'لا تعصر الحبوب حتى لا تترك آثاراً.',
        'اسأل الصيدلي عن منتجات البنزويل بيروكسايد أو الساليسيليك.',
      ],
      en: [
        'Wash your face twice a day with a gentle cleanser.',
        'Do not squeeze spots; it leaves marks.',
        'Ask your pharmacist about benzoyl peroxide or salicylic products.',
      ],
    },
    tags: { ar: ['العناية بالبشرة', 'حب الشباب'], en: ['skin care', 'acne'] },
  },
  {
    category: 'wellness',
    subcategory: 'skin',
    title: { ar: 'ترطيب البشرة الجافة في الشتاء', en: 'Caring for dry skin in winter' },
    intro: {
      ar: 'الهواء البارد والجاف يسحب الرطوبة من البشرة فتصبح مشدودة ومتقشرة.',
      en: 'Cold, dry air draws moisture from the skin, leaving it tight and flaky.',
    },
    tips: {
      ar: [
        'استحم بماء فاتر لا ساخن.',
        'ضع المرطب مباشرة بعد الاستحمام.',
        'اختر مرطباً يحتوي على السيراميد أو الجلسرين.',
      ],
      en: [
        'Shower in lukewarm, not hot, water.',
        'Apply moisturiser straight after showering.',
        'Choose a moisturiser with ceramides or glycerin.',
      ],
    },
    tags: { ar: ['العناية بالبشرة', 'الشتاء'], en: ['skin care', 'winter'] },
  },
  {
    category: 'wellness',
    subcategory: 'mind',
    title: { ar: 'النوم الجيد: عادات بسيطة لليلة هادئة', en: 'Better sleep: simple habits for a restful night' },
    intro: {
      ar: 'النوم الكافي يحسن المزاج والتركيز والمناعة، ويحتاج البالغ إلى سبع ساعات على الأقل.',
      en: 'Enough sleep improves mood, focus and immunity, and adults need at least seven hours.',
    },
    tips: {
      ar: ['نم واستيقظ في مواعيد ثابتة.', 'أبعد الشاشات قبل النوم بساعة.', 'تجنب المنبهات بعد العصر.'],
      en: [
        'Go to bed and wake up at set times.',
        'Put screens away an hour before bed.',
        'Avoid caffeine after mid-afternoon.',
      ],
    },
    tags: { ar: ['النوم', 'الصحة النفسية'], en: ['sleep', 'mental health'] },
  },
  {
    category: 'wellness',
    subcategory: 'mind',
    title: { ar: 'التوتر اليومي وطرق التعامل معه', en: 'Managing everyday stress' },
    intro: {
      ar: 'التوتر جزء من الحياة، لكن استمراره قد يؤثر في النوم والشهية وضغط الدم.',
      en: 'Stress is part of life, but when it lasts it can affect sleep, appetite and blood pressure.',
    },
    tips: {
      ar: ['خصص وقتاً يومياً لنشاط تحبه.', 'جرّب التنفس العميق لبضع دقائق.', 'تحدث مع شخص تثق به أو مع مختص عند الحاجة.'],
      en: [
        'Make daily time for something you enjoy.',
        'Try deep breathing for a few minutes.',
        'Talk to someone you trust, or a professional when needed.',
      ],
    },
    tags: { ar: ['الصحة النفسية', 'نمط حياة صحي'], en: ['mental health', 'healthy lifestyle'] },
  },
  {
    category: 'wellness',
    subcategory: 'mind',
    title: { ar: 'الصحة النفسية في بيئة العمل', en: 'Mental health at work' },
    intro: {
      ar: 'بيئة العمل الصحية تنعكس على الإنتاجية والرضا، والاهتمام بالصحة النفسية مسؤولية مشتركة.',
      en: 'A healthy workplace shows in productivity and satisfaction, and mental health is a shared responsibility.',
    },
    tips: {
      ar: [
        'خذ فترات راحة قصيرة خلال يوم العمل.',
        'ضع حدوداً واضحة بين العمل والحياة الخاصة.',
        'اطلب الدعم مبكراً عند الشعور بالإنهاك.',
      ],
      en: [
        'Take short breaks during the working day.',
        'Set clear limits between work and home.',
        'Ask for support early when you feel burnt out.',
      ],
    },
    tags: { ar: ['الصحة النفسية', 'العمل'], en: ['mental health', 'work'] },
  },
  {
    category: 'wellness',
    subcategory: 'medicines',
    title: { ar: 'المضادات الحيوية: متى لا تحتاجها؟', en: "Antibiotics: when you don't need them" },
    intro: {
      ar: 'المضادات الحيوية لا تعالج نزلات البرد والإنفلونزا لأنها أمراض فيروسية، واستخدامها الخاطئ يسبب مقاومة البكتيريا.',
      en: 'Antibiotics do not treat colds or flu, which are viral, and misuse breeds resistant bacteria.',
    },
    tips: {
      ar: ['لا تتناول مضاداً حيوياً دون وصفة طبية.', 'أكمل الجرعة كاملة كما وصفها الطبيب.', 'لا تشارك دواءك مع الآخرين.'],
      en: [
        'Never take an antibiotic without a prescription.',
        'Finish the full course as prescribed.',
        'Do not share your medicine with others.',
      ],
    },
    tags: { ar: ['الأدوية', 'المضادات الحيوية'], en: ['medicines', 'antibiotics'] },
  },
  {
    category: 'wellness',
    subcategory: 'medicines',
    title: { ar: 'حفظ الأدوية في المنزل بأمان', en: 'Storing medicines safely at home' },
    intro: {
      ar: 'طريقة حفظ الدواء تؤثر في فعاليته، كما أن الأدوية المكشوفة خطر على الأطفال.',
      en: 'How you store medicines affects how well they work, and medicines left out are a danger to children.',
    },
    tips: {
      ar: [
        'احفظ الأدوية بعيداً عن الحرارة والرطوبة وأشعة الشمس.',
        'ضعها في مكان مرتفع ومغلق بعيداً عن الأطفال.',
        'تخلص من الأدوية المنتهية عبر الصيدلية.',
      ],
      en: [
        'Keep medicines away from heat, humidity and sunlight.',
        'Store them high up and locked away from children.',
        'Return expired medicines to a pharmacy for disposal.',
      ],
    },
    tags: { ar: ['الأدوية', 'سلامة الأطفال'], en: ['medicines', 'child safety'] },
  },
  {
    category: 'wellness',
    subcategory: 'medicines',
    title: { ar: 'التداخلات الدوائية: ما يجب أن تعرفه', en: 'Drug interactions: what you should know' },
    intro: {
      ar: 'قد يتفاعل دواء مع دواء آخر أو مع الطعام فيقل مفعوله أو تزيد آثاره الجانبية.',
      en: 'One medicine can interact with another, or with food, weakening its effect or adding side effects.',
    },
    tips: {
      ar: [
        'احتفظ بقائمة محدثة بجميع أدويتك.',
        'أخبر الصيدلي عن المكملات والأعشاب التي تتناولها.',
        'اقرأ النشرة الداخلية لكل دواء.',
      ],
      en: [
        'Keep an up-to-date list of all your medicines.',
        'Tell the pharmacist about supplements and herbs you take.',
        'Read the leaflet that comes with each medicine.',
      ],
    },
    tags: { ar: ['الأدوية', 'السلامة الدوائية'], en: ['medicines', 'medication safety'] },
  },
  {
    category: 'wellness',
    subcategory: 'medicines',
    title: { ar: 'مسكنات الألم: الاستخدام الصحيح', en: 'Painkillers: using them correctly' },
    intro: {
      ar: 'المسكنات المتاحة دون وصفة آمنة عند استخدامها بالجرعة الصحيحة، لكن الإفراط فيها يضر المعدة والكبد والكلى.',
      en: 'Over-the-counter painkillers are safe at the right dose, but overuse harms the stomach, liver and kidneys.',
    },
    tips: {
      ar: [
        'لا تتجاوز الجرعة اليومية القصوى.',
        'تناول مضادات الالتهاب بعد الأكل.',
        'راجع الطبيب إذا استمر الألم أكثر من ثلاثة أيام.',
      ],
      en: [
        'Do not exceed the maximum daily dose.',
        'Take anti-inflammatories after food.',
        'See a doctor if pain lasts more than three days.',
      ],
    },
    tags: { ar: ['الأدوية', 'الألم'], en: ['medicines', 'pain'] },
  },
  {
    category: 'wellness',
    subcategory: 'medicines',
    title: { ar: 'الإنفلونزا الموسمية واللقاح السنوي', en: 'Seasonal flu and the yearly vaccine' },
    intro: {
      ar: 'لقاح الإنفلونزا يُحدَّث كل عام ليناسب السلالات المنتشرة، وهو مهم لكبار السن وأصحاب الأمراض المزمنة.',
      en: 'The flu vaccine is updated every year for the strains in circulation and matters most for older people and those with chronic conditions.',
    },
    tips: {
      ar: [
        'احصل على اللقاح مع بداية موسم الخريف.',
        'اغسل يديك باستمرار وغطِّ فمك عند العطس.',
        'ابقَ في المنزل عند ظهور الأعراض.',
      ],
      en: [
        'Get vaccinated at the start of autumn.',
        'Wash your hands often and cover your mouth when you sneeze.',
        'Stay at home when you have symptoms.',
      ],
    },
    tags: { ar: ['التطعيمات', 'الإنفلونزا'], en: ['vaccination', 'flu'] },
  },
];
