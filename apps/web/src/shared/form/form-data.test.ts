import { describe, expect, it } from 'vitest';
import { fileSlot, isStoredFile, storedFile, toFormData } from './form-data';

describe('toFormData', () => {
  it('writes nested values with bracket names and flags as 1/0', () => {
    const form = toFormData({
      url: 'https://example.com',
      active: true,
      order: 3,
      note: null,
      skipped: undefined,
      translation: [
        { local: 'ar', name: 'سوق' },
        { local: 'en', name: 'Market' },
      ],
      attachments: { cv: new File(['cv'], 'cv.pdf', { type: 'application/pdf' }) },
    });

    expect([...form.keys()]).toEqual([
      'url',
      'active',
      'order',
      'note',
      'translation[0][local]',
      'translation[0][name]',
      'translation[1][local]',
      'translation[1][name]',
      'attachments[cv]',
    ]);
    expect(form.get('active')).toBe('1');
    expect(form.get('order')).toBe('3');
    expect(form.get('note')).toBe('');
    expect(form.get('translation[1][name]')).toBe('Market');
    const cv = form.get('attachments[cv]');
    expect(cv).toBeInstanceOf(File);
    expect((cv as File).name).toBe('cv.pdf');
  });

  it('sends newly chosen files only, never untouched slots', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const form = toFormData({
      logo,
      logo_en: storedFile('/uploads/public/logo-en.png'),
      images: [storedFile('/uploads/public/1.jpg'), new File(['jpg'], 'new.jpg'), storedFile(null)],
    });
    expect([...form.keys()]).toEqual(['logo', 'images[1]']);
    expect((form.get('images[1]') as File).name).toBe('new.jpg');
  });

  it('tells stored files apart from other objects', () => {
    expect(isStoredFile(storedFile('/x.png'))).toBe(true);
    expect(isStoredFile({ url: '/x.png' })).toBe(false);
    expect(isStoredFile(new File([''], 'x'))).toBe(false);
    expect(isStoredFile(null)).toBe(false);
  });

  it('lets file slots through a form schema untouched and refuses anything else', () => {
    const file = new File(['x'], 'x.png');
    expect(fileSlot.parse(file)).toBe(file);
    expect(fileSlot.parse(storedFile('/x.png'))).toEqual(storedFile('/x.png'));
    expect(fileSlot.parse(null)).toBeNull();
    expect(fileSlot.safeParse('/x.png').success).toBe(false);
  });
});
