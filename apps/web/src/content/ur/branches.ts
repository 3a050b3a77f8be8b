/**
 * Urdu for the branches (and so the IT hubs): the place names in Urdu script, the kinds of branch,
 * and the standard descriptions. Addresses stay as written (Latin), shown as an English island.
 */
const PLACES: Record<string, string> = {
  Gilgit: 'گلگت',
  Konodas: 'کونوداس',
  Jutial: 'جوٹیال',
  Danyore: 'دنیور',
  Nomal: 'نومل',
  Jaglot: 'جگلوٹ',
  Oshikhandass: 'اوشکھنداس',
  Kashrote: 'کشروٹ',
  Sultanabad: 'سلطان آباد',
  Khomer: 'کھومر',
  Hunza: 'ہنزہ',
  Karimabad: 'کریم آباد',
  Aliabad: 'علی آباد',
  Gulmit: 'گلمت',
  Sost: 'سوست',
  Nasirabad: 'ناصر آباد',
  'Nagar Khas': 'نگر خاص',
  Chalt: 'چھلت',
  Sikandarabad: 'سکندر آباد',
  Gahkuch: 'گاہکوچ',
  Gupis: 'گوپس',
  Chatorkhand: 'چٹورکھنڈ',
  Yasin: 'یاسین',
  Sherqilla: 'شیر قلعہ',
  Chilas: 'چلاس',
  Darel: 'داریل',
  Tangir: 'تانگیر',
  Astore: 'استور',
  Gorikot: 'گوریکوٹ',
  Skardu: 'سکردو',
  'Satellite Town': 'سیٹلائٹ ٹاؤن',
  Hussainabad: 'حسین آباد',
  Gamba: 'گمبہ',
  Roundu: 'روندو',
  Shigar: 'شگر',
  Khaplu: 'خپلو',
  Keris: 'کریس',
  Machulo: 'مچلو',
  Tolti: 'طولتی',
  Mehdiabad: 'مہدی آباد',
};

const KINDS: [en: string, ur: string][] = [
  ['Software Technology Park ', 'سافٹ ویئر ٹیکنالوجی پارک '],
  ['Women Freelancing Hub ', 'ویمن فری لانسنگ ہب '],
  ['Freelancing Hub ', 'فری لانسنگ ہب '],
];

/** A branch's name ('Freelancing Hub Gulmit') in Urdu; unknown names stay as they are. */
export function urduBranchName(name: string): string {
  for (const [en, ur] of KINDS) {
    if (!name.startsWith(en)) continue;
    const place = name.slice(en.length);
    const urPlace = PLACES[place];
    return urPlace ? ur + urPlace : name;
  }
  return name;
}

/** Descriptions in Urdu, by their English text. */
export const URDU_BRANCH_DESCRIPTIONS: Record<string, string> = {
  'Incubation space for start-ups and software houses, a co-working hall for freelancers, training rooms and a backed-up fibre link.':
    'اسٹارٹ اپس اور سافٹ ویئر ہاؤسز کے لیے انکیوبیشن کی جگہ، فری لانسرز کے لیے کو ورکنگ ہال، تربیتی کمرے اور بیک اپ کے ساتھ فائبر لنک۔',
  'A co-working room with reliable internet and power backup, where local freelancers learn, work and find mentors.':
    'قابلِ اعتماد انٹرنیٹ اور بجلی کے بیک اپ والا کو ورکنگ کمرہ، جہاں مقامی فری لانسرز سیکھتے، کام کرتے اور مینٹرز پاتے ہیں۔',
  'A women-only freelancing hub with trainers, childcare-friendly hours and a safe space to work with clients worldwide.':
    'خواتین کے لیے مخصوص فری لانسنگ ہب، جہاں ٹرینرز، بچوں کی دیکھ بھال کے موافق اوقات اور دنیا بھر کے کلائنٹس کے ساتھ کام کے لیے محفوظ ماحول ہے۔',
  "The flagship park: incubation desks for start-ups, a co-working hall open late for freelancers, and the region's largest training rooms.":
    'مرکزی پارک: اسٹارٹ اپس کے لیے انکیوبیشن ڈیسک، فری لانسرز کے لیے رات دیر تک کھلا کو ورکنگ ہال، اور خطے کے سب سے بڑے تربیتی کمرے۔',
  "A technology park on the Karakoram Highway with co-working desks, a studio for video editors and a training hall for the valley's cohorts.":
    'شاہراہِ قراقرم پر ایک ٹیکنالوجی پارک، جہاں کو ورکنگ ڈیسک، ویڈیو ایڈیٹرز کے لیے اسٹوڈیو اور وادی کے بیچز کے لیے تربیتی ہال ہے۔',
  'The park that serves Diamer: training halls, co-working desks and a walk-in help desk for first-time freelancers.':
    'دیامر کی خدمت کرنے والا پارک: تربیتی ہال، کو ورکنگ ڈیسک اور نئے فری لانسرز کے لیے بغیر وقت لیے آنے والا ہیلپ ڈیسک۔',
  "Baltistan's technology park: incubation for start-ups, a co-working floor and the AI and data science cohorts.":
    'بلتستان کا ٹیکنالوجی پارک: اسٹارٹ اپس کے لیے انکیوبیشن، کو ورکنگ فلور اور مصنوعی ذہانت و ڈیٹا سائنس کے بیچز۔',
  'A park in the east of the region with co-working desks, solar backup power and online classes from the Gilgit and Skardu parks.':
    'خطے کے مشرق میں ایک پارک، جہاں کو ورکنگ ڈیسک، سولر بیک اپ بجلی اور گلگت و سکردو پارکس سے آن لائن کلاسز ہیں۔',
  // The IT hubs page's own descriptions.
  'The flagship park: incubation desks for start-ups, a co-working hall open late for freelancers, and a fibre link to the national backbone.':
    'مرکزی پارک: اسٹارٹ اپس کے لیے انکیوبیشن ڈیسک، فری لانسرز کے لیے رات دیر تک کھلا کو ورکنگ ہال، اور قومی نیٹ ورک سے فائبر لنک۔',
  'Office space and mentoring for Baltistan’s IT companies, with training rooms for the region’s freelancing courses.':
    'بلتستان کی آئی ٹی کمپنیوں کے لیے دفتری جگہ اور رہنمائی، اور خطے کے فری لانسنگ کورسز کے لیے تربیتی کمرے۔',
  'A park on the Karakoram Highway where remote teams and tourism-tech start-ups work with a view of Rakaposhi.':
    'شاہراہِ قراقرم پر ایک پارک جہاں ریموٹ ٹیمیں اور سیاحتی ٹیکنالوجی کے اسٹارٹ اپس راکاپوشی کے نظارے کے ساتھ کام کرتے ہیں۔',
  'Serves the valleys of Ghizer with reliable internet, power backup and a small incubator for local founders.':
    'غذر کی وادیوں کو قابلِ اعتماد انٹرنیٹ، بجلی کا بیک اپ اور مقامی بانیوں کے لیے ایک چھوٹا انکیوبیٹر فراہم کرتا ہے۔',
  'A hub for women only, with women mentors, evening batches and a quiet room for client calls.':
    'صرف خواتین کے لیے ایک ہب، جہاں خواتین مینٹرز، شام کے بیچز اور کلائنٹس کی کالز کے لیے ایک پُرسکون کمرہ ہے۔',
  'Twenty workstations, a three-month freelancing course and mentors who help with the first paid project.':
    'بیس ورک اسٹیشنز، تین ماہ کا فری لانسنگ کورس اور مینٹرز جو پہلے معاوضے والے پروجیکٹ میں مدد کرتے ہیں۔',
  'Brings freelancing training to Diamer, with morning batches for students and evening batches for working people.':
    'دیامر میں فری لانسنگ کی تربیت لاتا ہے، طلبہ کے لیے صبح کے بیچز اور ملازمت پیشہ افراد کے لیے شام کے بیچز کے ساتھ۔',
  'A hub in the Astore valley with solar backup, so trainees keep working through winter power cuts.':
    'وادیٔ استور میں سولر بیک اپ والا ہب، تاکہ تربیت حاصل کرنے والے سردیوں کی لوڈ شیڈنگ میں بھی کام جاری رکھ سکیں۔',
};
