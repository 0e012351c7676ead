import { BRAND } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { senderOf } from './mail-service';

describe('SMTP settings', () => {
  it('sends nothing without SMTP_URL', () => {
    expect(loadConfig({ MAIL_TO: 'info@pharmacy.example' }).mail).toBeUndefined();
  });

  it('takes the sender from PUBLIC_URL and leaves the recipient to the website contacts by default', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://www.pharmacy.example' }).mail,
    ).toEqual({ smtpUrl: 'smtp://mail.example:587', from: 'no-reply@www.pharmacy.example', to: undefined });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@mail.example',
        MAIL_FROM: 'Site <site@pharmacy.example>',
        MAIL_TO: 'info@pharmacy.example',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example',
      from: 'Site <site@pharmacy.example>',
      to: 'info@pharmacy.example',
    });
  });

  it('refuses another scheme and a recipient that is not an address, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_TO: 'info' })).toThrow(ConfigError);
  });

  it("names a bare sender address after the group in the message's language, and keeps a named one", () => {
    expect(senderOf('no-reply@pharmacy.example', 'ar')).toEqual({
      name: BRAND.name.ar,
      address: 'no-reply@pharmacy.example',
    });
    expect(senderOf('no-reply@pharmacy.example', 'en')).toEqual({
      name: BRAND.name.en,
      address: 'no-reply@pharmacy.example',
    });
    expect(senderOf('Site <site@pharmacy.example>', 'ar')).toBe('Site <site@pharmacy.example>');
  });
});
