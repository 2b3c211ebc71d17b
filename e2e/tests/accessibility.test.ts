/** The accessibility journey (lib/accessibility-journey.ts) at 1280x800, a laptop: axe, WCAG 2.2 AA, on every screen the journeys visit. */
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

accessibilityJourney({ label: '1280x800', viewport: { width: 1280, height: 800 } }, () => ({ server, browser }));
