/**
 * The reconciliation is for those who hold fundingReconciliation (307). A statement reviewer (a role made by the
 * organisation manager with fundingReviewFundingStatements 304 only) sees the month's statements but is not offered
 * the variance statement, is sent away from its address typed in, and the API refuses the variance and its
 * reconciliation-adjustment (403) when called with their own token; care staff are not offered the statements at all.
 * The month's variance is built first by the finance officer (the payment statement fetched, the expected statement
 * read).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { apiCall, chooseFacility, until } from '../lib/pages';
import { currentFacilityId } from '../lib/residents';
import { lastEndedMonth, STATEMENT_WORDS as W, varianceLines } from '../lib/statements';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();
const month = lastEndedMonth();
const REVIEWER = { email: 'statement.reviewer@demo.local', password: 'Welcome2026' };

async function atBayside(email: string, password?: string): Promise<Page> {
  const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
  const page = await signIn(context, app.server.url, email, password);
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return page;
}

const call = (page: Page, method: string, path: string, body?: unknown) =>
  apiCall(page, app.server.url, method, `${path}${path.includes('?') ? '&' : '?'}facilityId=1`, body);

describe('funding statements: access to the reconciliation', () => {
  test('a user without fundingReconciliation is not offered the variance statement and the API refuses them', async () => {
    // The month's variance: fetched and built by the demo's finance officer, a few lines actioned.
    const finance = await atBayside('finance@demo.local');
    assert.equal((await call(finance, 'GET', `funding/expected-statement?monthAndYear=${month.monthAndYear}`)).status, 200);
    const { lines } = await varianceLines(finance, app.server.url, month.monthAndYear);
    const line = lines.find((l) => l.action === 'None' && l.medicareStatementType === 1 && l.notes.length === 0);
    assert.ok(line, 'an expected line not actioned and without notes');
    await finance.context().close();

    // The organisation manager makes a statement reviewer: the statements reviewed, nothing reconciled.
    const manager = await atBayside('manager@demo.local');
    const role = await call(manager, 'POST', 'roles', {
      id: 0,
      name: 'Statement reviewer',
      activePermissions: [{ permissionCode: 304, canView: true, canModify: false, canRemove: false, canAction: true }],
    });
    assert.equal(role.status, 200, JSON.stringify(role.body));
    const user = await call(manager, 'POST', 'users/save', {
      firstName: 'Rita',
      lastName: 'Reviewer',
      email: REVIEWER.email,
      password: REVIEWER.password,
      roleId: role.body.id,
      userFacilities: [1],
    });
    assert.equal(user.status, 200, JSON.stringify(user.body));
    await manager.context().close();

    const page = await atBayside(REVIEWER.email, REVIEWER.password);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Medicare statements' }).click();
    const row = page.getByTestId(`statement-${month.monthAndYear}`);
    await row.getByRole('link', { name: `Actual statement ${month.label}` }).waitFor();
    assert.equal(await row.getByRole('link', { name: `Variance statement ${month.label}` }).count(), 0);
    // The expected statement offers the actual one, not the variance.
    await row.getByRole('link', { name: `Expected statement ${month.label}` }).click();
    await page.getByRole('heading', { name: 'Expected statement', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: 'Actual statement', exact: true })
      .or(page.getByRole('button', { name: 'Actual statement', exact: true }))
      .first()
      .waitFor();
    assert.equal(await page.getByText('Variance statement', { exact: true }).count(), 0);

    // The variance's address typed in: the shell's guard sends the user to the dashboard.
    await page.goto(`${app.server.url}/statementNavigator/variance-statement/${month.monthAndYear}/payments`);
    await until('sent to the dashboard', async () => new URL(page.url()).pathname === '/dashboard');

    // The API refuses the variance and the actions with the user's own token.
    for (const path of [
      `funding/variance-statement-summary?monthAndYear=${month.monthAndYear}`,
      `funding/variance-statement-payment?monthAndYear=${month.monthAndYear}`,
      `funding/adjustment-summary?monthAndYear=${month.monthAndYear}`,
    ]) {
      const r = await call(page, 'GET', path);
      assert.equal(r.status, 403, path);
      assert.equal(r.body.message, W.forbidden);
    }
    const writeoff = await call(page, 'POST', `funding/statement/${month.monthAndYear}/reconciliation-adjustment`, {
      action: 'Writeoff',
      adjustments: [
        {
          id: line.id,
          version: line.version,
          careRecipientId: line.careRecipientId,
          medicareStatementType: line.medicareStatementType,
          careType: line.careType,
          adjustmentAmount: line.amountDue,
          action: line.action,
          originalAdjustmentMonth: line.adjustmentMonth,
          firstName: line.firstName,
          lastName: line.lastName,
          isCarriedOver: line.isCarriedOver,
          groupIdentifier: line.groupIdentifier,
        },
      ],
    });
    assert.equal(writeoff.status, 403, JSON.stringify(writeoff.body));
    assert.equal(writeoff.body.message, W.forbidden);
    const note = await call(page, 'POST', `funding/statement/${month.monthAndYear}/variance-payment-note`, {
      note: 'Not mine to write.',
      lineItem: { id: line.id, version: line.version },
      isCarringOver: false,
    });
    assert.equal(note.status, 403);
    await page.context().close();

    // Nothing changed on the line.
    const after = await atBayside('finance@demo.local');
    const again = (await varianceLines(after, app.server.url, month.monthAndYear)).lines.find((l) => l.id === line.id);
    assert.equal(again?.action, 'None');
    assert.equal(again?.notes.length, 0);
    await after.context().close();

    // Care staff are not offered the statements.
    const carer = await atBayside('carer@demo.local');
    await carer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residents', exact: true }).waitFor();
    assert.equal(await carer.getByRole('link', { name: 'Medicare statements' }).count(), 0);
    await carer.goto(`${app.server.url}/funding/medicare-statements`);
    await until('sent to the dashboard', async () => new URL(carer.url()).pathname === '/dashboard');
    await carer.context().close();
  });
});
