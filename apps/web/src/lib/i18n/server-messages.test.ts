import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactInput, loginInput, registerInput } from '@kt/shared';
import { baseLocale, getLocale, overwriteGetLocale, type Locale } from '@/paraglide/runtime.js';
import { ApiError, NETWORK_ERROR, errorMessage, serverMessage } from '@/lib/api.ts';
import { formatNumber } from './format.ts';
import { loadServerMessages, localizeMessage } from './server-messages.ts';

const original = getLocale;
const speak = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(original));
// The table imports a few hundred message modules: the first transform is slow on a busy machine.
beforeAll(() => loadServerMessages(), 60_000);

/** The messages a shared schema gives for `input`. */
const issues = (schema: typeof contactInput | typeof loginInput | typeof registerInput, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('localizeMessage in English', () => {
  it('returns every text exactly as it came', () => {
    speak('en');
    expect(baseLocale).toBe('en');
    for (const text of [
      'Invalid email or password',
      'Name is required',
      'Subject must be at least 5 characters',
      'Something nobody translated',
      '',
    ]) {
      expect(localizeMessage(text)).toBe(text);
    }
  });
});

describe('the Urdu table', () => {
  it('has each English text as its err_ message’s English, exactly', async () => {
    speak('en');
    const { EXACT, LABELS, THINGS } = await import('./server-messages.table.ts');
    for (const table of [EXACT, LABELS, THINGS]) {
      for (const [english, message] of Object.entries(table)) expect(message!()).toBe(english);
    }
    speak('ur');
    for (const [english, message] of Object.entries(EXACT)) expect(message!(), english).not.toBe(english);
  });
});

describe('localizeMessage in Urdu', () => {
  it('translates whole server messages', () => {
    speak('ur');
    expect(localizeMessage('Invalid email or password')).toBe('ای میل یا پاس ورڈ درست نہیں');
    expect(localizeMessage('Job not found')).toBe('جاب نہیں ملی');
    expect(localizeMessage('You have already applied to this job')).toBe(
      'آپ اس جاب پر پہلے ہی درخواست دے چکے ہیں',
    );
    expect(localizeMessage('Network error. Please check your connection.')).toBe(
      'نیٹ ورک کی خرابی۔ براہِ کرم اپنا کنکشن چیک کریں۔',
    );
  });

  it('translates templated messages with their field labels', () => {
    speak('ur');
    expect(localizeMessage('Email is required')).toBe('ای میل ضروری ہے');
    expect(localizeMessage('Subject must be at least 5 characters')).toBe(
      'موضوع میں کم از کم 5 حروف ہونے چاہییں',
    );
    expect(localizeMessage('Title must be at most 200 characters')).toBe(
      'عنوان میں زیادہ سے زیادہ 200 حروف ہو سکتے ہیں',
    );
    expect(localizeMessage('Name must be at least 1 character')).toBe('نام میں کم از کم 1 حرف ہونا چاہیے');
    expect(localizeMessage('Milestone amount must be a whole number of cents')).toBe(
      'مرحلے کی رقم سینٹس کی پوری تعداد میں لکھیں',
    );
    expect(localizeMessage('Milestone amount must be at most 100,000.00')).toBe(
      `مرحلے کی رقم زیادہ سے زیادہ ${formatNumber(100_000, { minimumFractionDigits: 2 })} ہو سکتی ہے`,
    );
    expect(localizeMessage('Minimum budget cannot be negative')).toBe(
      'کم از کم بجٹ کی قدر منفی نہیں ہو سکتی',
    );
    expect(localizeMessage('Add at most 20 skills')).toBe('آپ زیادہ سے زیادہ 20 مہارتیں شامل کر سکتے ہیں');
    expect(localizeMessage('Too many attempts. Please try again in 3 minute(s).')).toBe(
      'بہت زیادہ کوششیں۔ براہِ کرم 3 منٹ بعد دوبارہ کوشش کریں۔',
    );
    expect(localizeMessage('Signed out of 1 other session(s)')).toBe('1 دوسرے سیشن سے سائن آؤٹ کر دیا گیا');
    expect(localizeMessage('Too many proposals. Please try again in 5 hour(s).')).toBe(
      'بہت زیادہ پروپوزلز بھیجے گئے۔ براہِ کرم 5 گھنٹے بعد دوبارہ کوشش کریں۔',
    );
    expect(localizeMessage('Too many uploads. Please try again in 40 second(s).')).toBe(
      'بہت زیادہ فائلیں اپ لوڈ کی گئیں۔ براہِ کرم 40 سیکنڈ بعد دوبارہ کوشش کریں۔',
    );
  });

  it('translates the server’s sentences around names, amounts and addresses', () => {
    speak('ur');
    expect(localizeMessage('We sent a new link to a@b.co.')).toBe(
      'ہم نے \u2066a@b.co\u2069 پر نیا لنک بھیج دیا ہے۔',
    );
    expect(localizeMessage('This contract is completed; only an active contract can be ended')).toBe(
      'صرف فعال کنٹریکٹ ختم کیا جا سکتا ہے',
    );
    expect(
      localizeMessage(
        'Your account cannot be deleted yet: you have an open offer or an active contract; end it first; your wallet still holds money; withdraw it first',
      ),
    ).toBe(
      'آپ کا اکاؤنٹ ابھی حذف نہیں ہو سکتا: آپ کی ایک آفر کھلی ہے یا ایک کنٹریکٹ فعال ہے؛ پہلے اسے ختم کریں؛ آپ کے والیٹ میں ابھی رقم موجود ہے؛ پہلے اسے نکلوائیں',
    );
    expect(localizeMessage('Your account cannot be deleted yet: some new reason')).toBe(
      'Your account cannot be deleted yet: some new reason',
    );
    expect(localizeMessage('Nadia is already on your profile')).toBe(
      'Nadia پہلے ہی آپ کی پروفائل میں شامل ہے',
    );
  });

  it('writes the days, rails and payment methods inside a server sentence in Urdu (issue 34)', () => {
    speak('ur');
    expect(
      localizeMessage(
        'Your account is suspended: Spam links. You can appeal until 25 Dec 2026 through the Contact page.',
      ),
    ).toBe(
      'آپ کا اکاؤنٹ معطل ہے: \u2068Spam links\u2069۔ آپ \u206625 دسمبر 2026\u2069 تک رابطے کے صفحے کے ذریعے اپیل کر سکتے ہیں۔',
    );
    expect(
      localizeMessage(
        'This payout method can be used from 27 Nov 2026, 14:05 (new methods wait, to protect your wallet)',
      ),
    ).toContain('\u206627 نومبر 2026، 14:05\u2069 سے استعمال ہو سکے گا');
    expect(localizeMessage('Choose a payment method: sandbox, jazzcash')).toBe(
      'ادائیگی کا طریقہ چنیں: سینڈ باکس، جاز کیش',
    );
    expect(localizeMessage('No withdrawals are ready to pay by Bank account (IBAN)')).toBe(
      'بینک اکاؤنٹ (آئی بی اے این) کے ذریعے ادائیگی کے لیے کوئی نکاسی تیار نہیں',
    );
    expect(localizeMessage('A JazzCash account is 03 followed by 9 digits')).toMatch(/^جاز کیش اکاؤنٹ/);
  });

  it('reaches the screens through serverMessage and errorMessage', () => {
    speak('ur');
    const refused = new ApiError(401, 'Invalid email or password', {
      success: false,
      message: 'Invalid email or password',
    });
    expect(serverMessage(refused)).toBe('ای میل یا پاس ورڈ درست نہیں');
    expect(errorMessage(refused, 'x')).toBe('ای میل یا پاس ورڈ درست نہیں');
    expect(errorMessage(new ApiError(0, NETWORK_ERROR), 'x')).toBe(
      'نیٹ ورک کی خرابی۔ براہِ کرم اپنا کنکشن چیک کریں۔',
    );
    expect(errorMessage(new Error('boom'), 'Something went wrong. Please try again.')).toBe(
      'کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
    );
    speak('en');
    expect(serverMessage(refused)).toBe('Invalid email or password');
    expect(errorMessage(new ApiError(0, NETWORK_ERROR), 'x')).toBe(NETWORK_ERROR);
  });

  it('keeps an unknown label in a known template, and unknown text as it came', () => {
    speak('ur');
    expect(localizeMessage('Favourite colour is required')).toBe('Favourite colour ضروری ہے');
    expect(localizeMessage('Something nobody translated')).toBe('Something nobody translated');
    expect(localizeMessage('Invalid something')).toBe('Invalid something');
    expect(localizeMessage('Add at most 3 unicorns')).toBe('Add at most 3 unicorns');
    expect(localizeMessage('پہلے سے اردو')).toBe('پہلے سے اردو');
  });

  it('covers every message of the contact, sign-in and sign-up schemas', () => {
    speak('ur');
    const texts = [
      ...issues(contactInput, {}),
      ...issues(contactInput, { name: '', email: '', subject: '', message: '' }),
      ...issues(contactInput, { name: 'A', email: 'not-an-email', subject: 'Hi', message: 'Short' }),
      ...issues(contactInput, {
        name: 'x'.repeat(101),
        email: 'a@b.co',
        subject: 'x'.repeat(201),
        message: 'x'.repeat(1001),
      }),
      ...issues(loginInput, {}),
      ...issues(loginInput, { email: 'a@b.co', password: '' }),
      ...issues(registerInput, {
        email: 'a@b.co',
        password: 'short',
        firstName: '',
        lastName: 'x'.repeat(51),
      }),
      ...issues(registerInput, null),
    ];
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(localizeMessage(text), text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
