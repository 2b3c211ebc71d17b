import { launch, newContext, signIn } from './lib/browser';
const base = 'http://localhost:3999';
const browser = await launch();
const shots: Array<[string, string]> = [
  ['events', '/funding/medicare-events'],
  ['statements', '/funding/medicare-statements'],
  ['navigator', '/statementNavigator'],
];
for (const width of [1280, 390]) {
  const ctx = await newContext(browser, { viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await signIn(ctx, base, 'finance@demo.local');
  await page.waitForTimeout(1500);
  for (const [name, path] of shots) {
    await page.goto(base + path);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/work/shots/${name}-${width}.png`, fullPage: true });
  }
  // the last month's statements
  const d = new Date(); const m = d.getUTCMonth() === 0 ? 12 : d.getUTCMonth(); const y = d.getUTCMonth() === 0 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
  const my = `${String(m).padStart(2, '0')}${y}`;
  for (const [name, path] of [
    ['expected-summary', `/statementNavigator/view-expected-monthly-statement/${my}/summary`],
    ['expected-payments', `/statementNavigator/view-expected-monthly-statement/${my}/payments`],
    ['expected-balances', `/statementNavigator/view-expected-monthly-statement/${my}/balances`],
    ['actual-summary', `/statementNavigator/viewStatement/${my}/summary`],
    ['variance-summary', `/statementNavigator/variance-statement/${my}/summary`],
    ['variance-payments', `/statementNavigator/variance-statement/${my}/payments`],
  ] as const) {
    await page.goto(base + path);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/work/shots/${name}-${width}.png`, fullPage: width === 1280 });
  }
  await ctx.close();
}
await browser.close();
