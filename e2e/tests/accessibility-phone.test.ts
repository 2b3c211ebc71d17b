/** The accessibility journey (lib/accessibility-journey.ts) at 390x844, a phone: axe, WCAG 2.2 AA, on every screen the journeys visit. */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { accessibilityJourney } from '../lib/accessibility-journey';
import { launch } from '../lib/browser';
import { startServer, type RunningServer } from '../lib/server';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

accessibilityJourney({ label: '390x844', viewport: { width: 390, height: 844 } }, () => ({ server, browser }));
