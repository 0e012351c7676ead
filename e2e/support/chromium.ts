/**
 * Debian's Chromium as the end-to-end tests and the benchmarks launch it, and the demo
 * administrator both sign in as. No test-runner imports here, so the benchmarks can use it too.
 */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What this machine needs: no sandbox as root, no GPU, no background network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
