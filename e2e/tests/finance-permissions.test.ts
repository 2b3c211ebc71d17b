/**
 * Resident finance: a user without the financial permissions (care staff hold neither residentsFinancials
 * 202 nor leadsFinancials 102) sees no financial tabs on a resident's or a lead's page, is sent away from a financial
 * route typed into the address bar, and the API refuses every financial call (403); the finance officer, who holds
 * them, sees the tabs and is answered. As the demo users, on the demo data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newContext, signIn } from '../lib/browser';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, currentResidents, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

/** shared-domain/src/messages.ts: the API's 403 message. */
const FORBIDDEN = 'You do not have permission to perform this action.';
const TABS = ['Funding', 'Fees', 'Transactions'] as const;

async function atBayside(email: string) {
  const context = await newContext(app.browser, { viewport: { width: 1280, height: 900 } });
  const page = await signIn(context, app.server.url, email);
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return { page, close: () => context.close() };
}

describe('resident finance: permissions', () => {
  test('care staff see no financial tabs, are sent away from a financial route, and the API refuses (403)', async () => {
    const carer = await atBayside('carer@demo.local');
    const page = carer.page;
    const [resident] = (await currentResidents(page, app.server.url, 1)).filter((r) => !r.isOnLeave);
    assert.ok(resident, 'a current resident of Bayside Gardens');
    const board = await apiCall<{ enquiries: { result: Array<{ residentId: number; firstName: string; lastName: string }> } }>(
      page,
      app.server.url,
      'GET',
      'leads/dashboard/?take=5&leadCareType=All&facilityId=1',
    );
    assert.equal(board.status, 200);
    const lead = board.body.enquiries.result[0];
    assert.ok(lead, 'an enquiry on the lead board');

    // the resident's page: the other tabs, none of the financial ones
    await page.goto(`${app.server.url}/viewResident/${resident.residentId}`);
    await page.getByRole('heading', { name: `${resident.firstName} ${resident.lastName}` }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Resident tabs' });
    await tabs.getByRole('link', { name: 'Timeline' }).waitFor();
    for (const name of TABS) assert.equal(await tabs.getByRole('link', { name, exact: true }).count(), 0, name);

    // the lead's page likewise
    await page.goto(`${app.server.url}/viewLead/${lead.residentId}`);
    await page.getByRole('heading', { name: `${lead.firstName} ${lead.lastName}` }).waitFor();
    const leadTabs = page.getByRole('navigation', { name: 'Lead tabs' });
    await leadTabs.getByRole('link', { name: 'Timeline' }).waitFor();
    for (const name of TABS) assert.equal(await leadTabs.getByRole('link', { name, exact: true }).count(), 0, name);

    // a financial route typed in: the shell's guard sends the user to the dashboard
    await page.goto(`${app.server.url}/viewResident/${resident.residentId}/financials/false/fees`);
    await until('sent to the dashboard', async () => new URL(page.url()).pathname === '/dashboard');
    await page.goto(`${app.server.url}/editResident/${resident.residentId}/financials/funding`);
    await until('sent to the dashboard', async () => new URL(page.url()).pathname === '/dashboard');

    // the API refuses every financial call, for the resident and for the lead
    for (const id of [resident.residentId, lead.residentId]) {
      for (const [method, path, body] of [
        ['GET', `residents/${id}/finance/fees`],
        ['GET', `residents/${id}/finance/funding`],
        ['GET', `residents/${id}/finance/transactions?skip=0&take=10`],
        ['GET', `residents/${id}/finance/transactionsbalance`],
        ['PUT', `residents/${id}/finance/funding/supplement-status`, {}],
        ['PUT', `residents/${id}/finance/fees`, {}],
      ] as const) {
        const res = await apiCall(page, app.server.url, method, `${path}${path.includes('?') ? '&' : '?'}facilityId=1`, body);
        assert.equal(res.status, 403, `${method} ${path}`);
        assert.equal(res.body.message, FORBIDDEN);
      }
    }
    await carer.close();

    // the finance officer holds the permissions: the tabs are there and the API answers
    const finance = await atBayside('finance@demo.local');
    await finance.page.goto(`${app.server.url}/viewResident/${resident.residentId}`);
    await finance.page.getByRole('heading', { name: `${resident.firstName} ${resident.lastName}` }).waitFor();
    const financeTabs = finance.page.getByRole('navigation', { name: 'Resident tabs' });
    for (const name of TABS) await financeTabs.getByRole('link', { name, exact: true }).waitFor();
    const fees = await apiCall(finance.page, app.server.url, 'GET', `residents/${resident.residentId}/finance/fees?facilityId=1`);
    assert.equal(fees.status, 200);
    await finance.close();
  });
});
