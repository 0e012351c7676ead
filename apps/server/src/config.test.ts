import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('sign-in throttle configuration', () => {
  it('has defaults for the three limits, the window, the account-wide delay and known addresses', () => {
    expect(loadConfig({}).login).toEqual({
      maxFailures: 5,
      maxFailuresPerAddress: 20,
      maxFailuresPerAccount: 100,
      windowMs: 15 * 60_000,
      accountMaxDelayMs: 10_000,
      knownAddressMs: 90 * 86_400_000,
    });
  });

  it('reads each variable', () => {
    const config = loadConfig({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '30',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '300',
      LOGIN_WINDOW_MINUTES: '5',
      LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '2.5',
      LOGIN_KNOWN_ADDRESS_DAYS: '30',
    });
    expect(config.login).toEqual({
      maxFailures: 3,
      maxFailuresPerAddress: 30,
      maxFailuresPerAccount: 300,
      windowMs: 5 * 60_000,
      accountMaxDelayMs: 2500,
      knownAddressMs: 30 * 86_400_000,
    });
  });

  it('refuses to start with a bad value and names the variable', () => {
    for (const [name, value] of [
      ['LOGIN_MAX_FAILURES_PER_ADDRESS', '0'],
      ['LOGIN_MAX_FAILURES_PER_ACCOUNT', 'many'],
      ['LOGIN_MAX_FAILURES', '2.5'],
      ['LOGIN_WINDOW_MINUTES', '-1'],
      ['LOGIN_ACCOUNT_MAX_DELAY_SECONDS', '61'],
      ['LOGIN_KNOWN_ADDRESS_DAYS', '0'],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name as string]: value }), name).toThrow(name as string);
    }
  });
});

describe('timeouts configuration', () => {
  it('has bounded defaults', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 120_000, headersMs: 15_000, bodyIdleMs: 20_000 });
  });

  it('reads seconds from the environment; headers never wait longer than the whole request', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '10',
      HEADERS_TIMEOUT_SECONDS: '30',
      BODY_IDLE_TIMEOUT_SECONDS: '2.5',
    });
    expect(config.timeouts).toEqual({ requestMs: 10_000, headersMs: 10_000, bodyIdleMs: 2500 });
  });

  it.each([
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', 'soon'],
    ['HEADERS_TIMEOUT_SECONDS', '-1'],
    ['BODY_IDLE_TIMEOUT_SECONDS', '100000'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('upload limits configuration', () => {
  it('caps the files of one request at 50 MB by default and reads UPLOAD_MAX_REQUEST_MB', () => {
    expect(loadConfig({}).uploads.maxRequestBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_REQUEST_MB: '12.5' }).uploads.maxRequestBytes).toBe(12.5 * 1024 * 1024);
  });

  it.each([
    ['UPLOAD_MAX_REQUEST_MB', '0'],
    ['UPLOAD_MAX_REQUEST_MB', 'lots'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('payments configuration', () => {
  it('is off without PayTabs credentials, and on with both, at the Saudi address by default', () => {
    expect(loadConfig({}).payments).toBeUndefined();
    expect(loadConfig({ PAYTABS_PROFILE_ID: '98765', PAYTABS_SERVER_KEY: 'S-key' }).payments).toEqual({
      baseUrl: 'https://secure.paytabs.sa',
      profileId: 98765,
      serverKey: 'S-key',
    });
    const elsewhere = loadConfig({
      PAYTABS_PROFILE_ID: '1',
      PAYTABS_SERVER_KEY: 'S-key',
      PAYTABS_URL: 'http://127.0.0.1:9/',
    });
    expect(elsewhere.payments?.baseUrl).toBe('http://127.0.0.1:9');
  });

  it.each([
    [{ PAYTABS_PROFILE_ID: '98765' }, 'set both or neither'],
    [{ PAYTABS_SERVER_KEY: 'S-key' }, 'set both or neither'],
    [{ PAYTABS_PROFILE_ID: '0', PAYTABS_SERVER_KEY: 'S-key' }, 'PAYTABS_PROFILE_ID'],
    [{ PAYTABS_PROFILE_ID: 'abc', PAYTABS_SERVER_KEY: 'S-key' }, 'PAYTABS_PROFILE_ID'],
    [{ PAYTABS_PROFILE_ID: '1', PAYTABS_SERVER_KEY: 'S-key', PAYTABS_URL: 'ftp://x' }, 'PAYTABS_URL'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("the group's time zone", () => {
  it('is Asia/Riyadh unless TIME_ZONE names another zone; an unknown name refuses to start', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Riyadh');
    expect(loadConfig({ TIME_ZONE: 'Asia/Dubai' }).timeZone).toBe('Asia/Dubai');
    for (const bad of ['Riyadh', 'Asia/Nowhere', "Asia/Riyadh'; drop table orders; --"]) {
      expect(() => loadConfig({ TIME_ZONE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TIME_ZONE: bad })).toThrow(/TIME_ZONE/);
    }
  });
});
