import { act, renderHook, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-utils';
import { type FieldLabel, type TranslationKey, useAnyT } from './translation-key';

describe('translation keys', () => {
  it('are checked at compile time: an unknown key or namespace does not typecheck', () => {
    const known: TranslationKey[] = ['loading', 'toolkit:actions.save', 'news:fields.name'];
    // @ts-expect-error: no such key in the news namespace
    const missing: TranslationKey = 'news:no_such_key';
    // @ts-expect-error: a common key is written bare, never with another namespace's prefix
    const wrongNamespace: TranslationKey = 'toolkit:loading';
    const label: FieldLabel = { text: 'already translated' };
    expect([...known, missing, wrongNamespace, label]).toHaveLength(6);
  });

  it('useAnyT reads bare common keys and prefixed keys of any namespace, in the current language', async () => {
    const i18n = createTestI18n('en');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useAnyT(), { wrapper });
    const english = [result.current('loading'), result.current('toolkit:actions.save')];
    expect(english).toEqual([i18n.t('loading', { lng: 'en' }), i18n.t('actions.save', { ns: 'toolkit', lng: 'en' })]);

    await act(() => i18n.changeLanguage('ar'));
    expect(result.current('toolkit:actions.save')).toBe(i18n.t('actions.save', { ns: 'toolkit', lng: 'ar' }));
    expect(result.current('toolkit:actions.save')).not.toBe(english[1]);
  });

  it('useAnyT loads a namespace nobody loaded yet and translates again once it arrives', async () => {
    const requested: string[] = [];
    const i18n = createInstance();
    await i18n
      .use({
        type: 'backend',
        init() {},
        read(language: string, namespace: string, done: (error: null, data: Record<string, unknown>) => void) {
          requested.push(`${language}/${namespace}`);
          setTimeout(() => done(null, namespace === 'news' ? { title: 'News' } : {}), 10);
        },
      } as never)
      .init({ lng: 'en', ns: ['common'], defaultNS: 'common', fallbackLng: false, resources: undefined });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useAnyT()('news:title'), { wrapper });
    expect(result.current).not.toBe('News');
    await waitFor(() => expect(result.current).toBe('News'));
    expect(requested).toContain('en/news');
  });
});
