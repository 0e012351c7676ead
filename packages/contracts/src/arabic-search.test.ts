import { describe, expect, it } from 'vitest';
import { containsPattern, normalizeArabic, searchKey } from './arabic-search';

describe('normalizeArabic', () => {
  it('folds the alef forms to a bare alef', () => {
    expect(normalizeArabic('أحمد')).toBe('احمد');
    expect(normalizeArabic('إبراهيم')).toBe('ابراهيم');
    expect(normalizeArabic('آمنة')).toBe('امنه');
    expect(normalizeArabic('ٱلله')).toBe('الله');
  });

  it('folds taa marbuta to haa and alef maqsura to yaa', () => {
    expect(normalizeArabic('صيدلية')).toBe(normalizeArabic('صيدليه'));
    expect(normalizeArabic('مستشفى')).toBe('مستشفي');
    expect(normalizeArabic('مصطفى')).toBe(normalizeArabic('مصطفي'));
  });

  it('folds hamza on yaa and waw seats and the standalone forms', () => {
    const shore = normalizeArabic('الشاطئ');
    expect(normalizeArabic('الشاطيء')).toBe(shore);
    expect(normalizeArabic('الشاطىء')).toBe(shore);
    expect(shore).toBe('الشاطي');
    expect(normalizeArabic('مؤسسة')).toBe(normalizeArabic('موسسه'));
    expect(normalizeArabic('رئيسي')).toBe('رييسي');
    expect(normalizeArabic('سماء')).toBe(normalizeArabic('سما'));
  });

  it('makes a city match in either spelling and language', () => {
    const key = searchKey(
      'صيدلية رواء المنهل',
      'Rawaa Al Manhal',
      'أبها',
      'Abha',
      'طريق الملك فيصل',
      'King Faisal Road',
    );
    for (const query of ['ابها', 'أبها', 'Abha', 'ABHA', 'الملك فيصل']) {
      expect(key.includes(normalizeArabic(query))).toBe(true);
    }
  });

  it('drops diacritics, superscript alef and tatweel', () => {
    expect(normalizeArabic('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeArabic('الرَّحْمٰن')).toBe('الرحمن');
    expect(normalizeArabic('صيـــدلية')).toBe('صيدليه');
  });

  it('lower-cases Latin, strips accents and collapses white space', () => {
    expect(normalizeArabic('  Al  Nahdi\tBRANCH ')).toBe('al nahdi branch');
    expect(normalizeArabic('Café')).toBe('cafe');
  });

  it('turns Arabic-Indic and Eastern Arabic digits into ASCII digits', () => {
    expect(normalizeArabic('فرع ١٢٣')).toBe('فرع 123');
    expect(normalizeArabic('۴۵')).toBe('45');
  });

  it('turns presentation forms into ordinary letters and removes invisible marks', () => {
    // U+FEFB is the lam-alef ligature; U+200F a right-to-left mark.
    expect(normalizeArabic('\uFEFB\u200Fحياء')).toBe('لاحيا'); // the final standalone hamza folds away too
  });

  it('answers an empty key for empty input', () => {
    expect(normalizeArabic('')).toBe('');
    expect(normalizeArabic(null)).toBe('');
    expect(normalizeArabic(undefined)).toBe('');
    expect(normalizeArabic(' \u0640\u064E ')).toBe('');
  });

  it('makes the typed form a substring of the stored key', () => {
    const key = searchKey('صيدلية أحمد الرئيسية', 'Ahmad Main Pharmacy');
    expect(key.includes(normalizeArabic('احمد'))).toBe(true);
    expect(key.includes(normalizeArabic('الرئيسيه'))).toBe(true);
    expect(key.includes(normalizeArabic('ahmad main'))).toBe(true);
  });
});

describe('searchKey', () => {
  it('joins the folded parts with a line break and skips empty ones', () => {
    expect(searchKey('أحمد', null, '', 'Ahmad')).toBe('احمد\nahmad');
  });
});

describe('containsPattern', () => {
  it('wraps the folded query in wildcards', () => {
    expect(containsPattern(' أحمد ')).toBe('%احمد%');
  });

  it('escapes the LIKE wildcards of the query', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('answers null when nothing is left to search for', () => {
    expect(containsPattern('  ')).toBeNull();
    expect(containsPattern('\u064B')).toBeNull();
    expect(containsPattern(undefined)).toBeNull();
  });
});
