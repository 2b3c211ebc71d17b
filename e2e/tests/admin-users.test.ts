/**
 * Administration area, users and roles: a role without the depart permission given to a new user who then
 * finds no Depart action and a 403 from the API; a signed-in user deactivated by the manager whose next action is
 * refused and whose session ends; a resident's record history read by a manager and refused to a carer. As the demo
 * users, on the demo data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { accessToken, chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, currentResidents, melbourneToday, until, type ResidentRow } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();

// The screens' words (e2e does not depend on shared-domain; its packages may not be imported by path):
/** shared-domain/src/admin-users.ts USER_MESSAGES. */
const USER_MESSAGES = {
  saved: 'Saved successfully.',
  deactivateTitle: 'Deactivate user',
  deactivateWarning: 'Are you sure you want to deactivate this user? They will no longer be able to access the system.',
  deactivated: 'User Deactivated successfully.',
} as const;
/** shared-domain/src/messages.ts: the shell's alert on a 401. */
const UNAUTHORIZED_ALERT = 'Authorization has been denied for this request. Log in is required.';
/** shared-domain/src/record-history.ts RECORD_HISTORY_TEXT. */
const RECORD_HISTORY_TEXT = {
  title: 'History',
  show: 'Show history',
  hide: 'Hide history',
  columns: { when: 'When', who: 'Who', action: 'Action', field: 'Field', old: 'Old value', new: 'New value' },
} as const;
/** shared-domain/src/resident-record.ts RECORD_MESSAGES.changesSaved. */
const CHANGES_SAVED = 'Changes have been saved.';

interface PermissionEntry {
  permissionCode: number;
  canView: boolean;
  canModify: boolean;
  canRemove: boolean;
  canAction: boolean;
}
/** A list the API answers as an array or as a page ({ result }). */
const rowsOf = <T>(body: T[] | { result: T[] }): T[] => (Array.isArray(body) ? body : body.result);

const VIEWPORT = { width: 1280, height: 900 };
const PASSWORD = 'Welcome2026';
/** The deactivated account's refusal on the sign-in page (api/src/modules/auth/accounts.ts). */
const DEACTIVATED_SIGN_IN = 'Unable to sign in. Your account has been deactivated; please contact your administrator.';

/** Signs in (1280x900) and selects Bayside Gardens (facility 1) in the switcher. */
async function atBayside(email: string, password?: string) {
  const context = await newContext(app.browser, { viewport: VIEWPORT });
  const page = await signIn(context, app.server.url, email, password);
  await chooseFacility(page, 'Bayside Gardens');
  await until('Bayside Gardens is selected', async () => (await currentFacilityId(page)) === 1);
  return { page, context, close: () => context.close() };
}

/** A current resident of Bayside Gardens not on leave, the n-th of the first page (each journey takes its own). */
async function residentAt(page: Page, n: number): Promise<ResidentRow> {
  const rows = (await currentResidents(page, app.server.url, 1)).filter((r) => !r.isOnLeave);
  assert.ok(rows.length > n, 'enough current residents who are not on leave');
  return rows[n];
}

async function openResident(page: Page, r: ResidentRow) {
  await page.goto(`${app.server.url}/viewResident/${r.residentId}`);
  await page.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
}

/** The permission entry of the signed-in user for a permission code (users/facilities-permissions). */
async function permission(page: Page, code: number) {
  const profile = await apiCall<{ permissions: PermissionEntry[] }>(page, app.server.url, 'GET', 'users/facilities-permissions');
  assert.equal(profile.status, 200);
  return profile.body.permissions.find((p) => p.permissionCode === code);
}

/** The users list's row of a user, by email. */
function userRow(page: Page, email: string) {
  return page.getByTestId('user-row').filter({ hasText: email });
}

describe('administration: users and roles', () => {
  test('a role without Depart, a user with it: no Depart action on the resident page and the API refuses (403)', async () => {
    const manager = await atBayside('manager@demo.local');
    const page = manager.page;
    const roleName = 'Residents without depart';

    // the role: every Residents permission viewed and actioned, then Depart unticked
    await page.goto(`${app.server.url}/roles`);
    await page.getByRole('table', { name: 'Roles' }).waitFor();
    await page.getByRole('link', { name: 'Add role', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add role' });
    await form.waitFor();
    assert.match(page.url(), /\/roles\/add$/);
    await form.getByLabel('Role name').fill(roleName);
    await form.getByLabel('View: all of Residents', { exact: true }).check();
    await form.getByLabel('Action: all of Residents', { exact: true }).check();
    const depart = form.getByLabel('Residents Depart: Action', { exact: true });
    assert.equal(await depart.isChecked(), true, 'ticking the column ticks Depart');
    await depart.uncheck();
    assert.equal(await form.getByLabel('Action: all of Residents', { exact: true }).isChecked(), false);
    assert.equal(await form.getByLabel('Residents Depart: View', { exact: true }).isChecked(), true);
    assert.equal(await form.getByLabel('Residents Details: View', { exact: true }).isChecked(), true);
    assert.equal(await form.getByLabel('Residents Send and return from leave: Action', { exact: true }).isChecked(), true);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(USER_MESSAGES.saved).first().waitFor();
    await until('back on the roles list', async () => /\/roles$/.test(page.url()));
    const roleRow = page.getByTestId('role-row').filter({ hasText: roleName });
    await roleRow.waitFor();
    assert.match(await roleRow.innerText(), /\b0\b/, 'no active users yet');

    // the role as the API keeps it: Depart viewable, not actionable; Details viewable
    const roles = await apiCall(page, app.server.url, 'GET', 'roles?facilityId=1');
    assert.equal(roles.status, 200);
    const summary = rowsOf<{ id: number; name: string }>(roles.body).find((r) => r.name === roleName);
    assert.ok(summary, 'the new role is listed by the API');
    const role = await apiCall<{ activePermissions: PermissionEntry[] }>(
      page,
      app.server.url,
      'GET',
      `roles/${summary.id}?facilityId=1`,
    );
    assert.equal(role.status, 200);
    const entry = (code: number) => role.body.activePermissions.find((p) => p.permissionCode === code);
    assert.equal(entry(201)?.canView, true, 'residentsDetails canView');
    assert.equal(entry(204)?.canAction ?? false, false, 'residentsDepart not actionable');
    assert.equal(entry(205)?.canAction, true, 'residentsSendAndReturnFromLeave actionable');

    // the user, with that role, at Bayside Gardens
    const email = 'no.depart@demo.local';
    await page.goto(`${app.server.url}/viewAndEditUsers`);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Add user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('First name').fill('Nora');
    await dialog.getByLabel('Last name').fill('Departless');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
    await dialog.getByRole('group', { name: 'Facilities' }).getByLabel('Bayside Gardens').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(USER_MESSAGES.saved).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = userRow(page, email);
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    assert.ok(cells.includes('Nora Departless'), JSON.stringify(cells));
    assert.ok(cells.includes(roleName), JSON.stringify(cells));
    assert.ok(cells.includes('Bayside Gardens'), JSON.stringify(cells));
    assert.ok(cells.includes('Active'), JSON.stringify(cells));

    // signed in as the new user: the resident page shows the stay actions the role holds, not Depart
    const user = await atBayside(email, PASSWORD);
    const held = await permission(user.page, 204);
    assert.ok(!held?.canAction, 'the new user holds no residentsDepart canAction');
    const r = await residentAt(user.page, 2);
    await openResident(user.page, r);
    const actions = user.page.getByRole('group', { name: 'Resident actions' });
    await actions.getByRole('button', { name: 'Send on leave', exact: true }).waitFor();
    assert.equal(await user.page.getByRole('button', { name: /^Depart/ }).count(), 0);
    const more = user.page.getByRole('button', { name: 'More actions' });
    if (await more.count()) {
      await more.first().click();
      const menu = user.page.getByRole('menu', { name: 'More actions' });
      await menu.waitFor();
      assert.equal(await menu.getByRole('menuitem', { name: /^Depart/ }).count(), 0);
      await user.page.keyboard.press('Escape');
    }

    // the API refuses the departure, and the resident is still current
    const facilityId = await currentFacilityId(user.page);
    assert.equal(facilityId, 1);
    const refused = await apiCall(user.page, app.server.url, 'POST', `residents/${r.residentId}/depart?facilityId=1`, {
      departureDateUtc: melbourneToday(),
      departureReason: 'Deceased',
      departureInitiatedBy: null,
    });
    assert.equal(refused.status, 403);
    // the permission refusal (api/src/http/errors.ts forbidden), not a disabled feature's
    assert.equal(refused.body.message, 'You do not have permission to perform this action.');
    const still = await apiCall(manager.page, app.server.url, 'GET', `residents/${r.residentId}?facilityId=1`);
    assert.equal(still.status, 200);
    assert.equal(still.body.isDeparted, false);
    assert.equal(still.body.departureDateUtc ?? null, null);
    await user.page.reload();
    await user.page.getByRole('heading', { name: `${r.firstName} ${r.lastName}` }).waitFor();
    await actions.getByRole('button', { name: 'Send on leave', exact: true }).waitFor();
    assert.equal(await user.page.getByTestId('display-label').getByText('Departed', { exact: true }).count(), 0);

    // the roles list counts the role's active user
    await page.goto(`${app.server.url}/roles`);
    await page.getByTestId('role-row').filter({ hasText: roleName }).waitFor();
    await until('the role counts its user', async () =>
      /\b1\b/.test(await page.getByTestId('role-row').filter({ hasText: roleName }).innerText()),
    );
    await user.close();
    await manager.close();
  });

  test('deactivating a signed-in user: their next action is refused and their session ends', async () => {
    const manager = await atBayside('manager@demo.local');
    const page = manager.page;
    // a care staff member the journey creates (nothing else uses them)
    const assignable = await apiCall(page, app.server.url, 'GET', 'users/roles?facilityId=1');
    assert.equal(assignable.status, 200);
    const care = (assignable.body as Array<{ id: number; name: string }>).find((r) => r.name === 'Care staff');
    assert.ok(care, 'Care staff is assignable');
    const email = 'soon.gone@demo.local';
    const created = await apiCall(page, app.server.url, 'POST', 'users/save?facilityId=1', {
      firstName: 'Sunny',
      lastName: 'Gone',
      email,
      password: PASSWORD,
      roleId: care.id,
      userFacilities: [1],
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));

    // the user signs in and works
    const user = await atBayside(email, PASSWORD);
    await user.page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
    const oldToken = await accessToken(user.page);
    const before = await fetch(`${app.server.url}/api/users/facilities-permissions`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    assert.equal(before.status, 200);

    // the manager deactivates them, after the warning
    await page.goto(`${app.server.url}/viewAndEditUsers`);
    const row = userRow(page, email);
    await row.waitFor();
    await row.getByRole('button', { name: 'Deactivate: Sunny Gone' }).click();
    const confirm = page.getByRole('alertdialog', { name: USER_MESSAGES.deactivateTitle });
    await confirm.getByText(USER_MESSAGES.deactivateWarning).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(USER_MESSAGES.deactivated).first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await row.getByText('Deactivated', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Activate: Sunny Gone' }).waitFor();

    // their old token is refused at once
    const after = await fetch(`${app.server.url}/api/users/facilities-permissions`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    assert.equal(after.status, 401);

    // their next action: the shell's alert, then the reload ends at the sign-in page
    const alerts: string[] = [];
    user.page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await user.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residents', exact: true }).click();
    await until('the unauthorised alert', async () => alerts.length > 0);
    assert.equal(alerts[0], UNAUTHORIZED_ALERT);
    await user.page.getByLabel('Email').waitFor({ timeout: 30_000 });
    assert.match(user.page.url(), /\/oidc\/interaction\//);
    assert.equal(await user.page.getByRole('navigation', { name: 'Main' }).count(), 0);
    assert.equal(alerts.length, 1, 'one alert, no reload loop');

    // and signing in again is refused with the deactivated message
    await user.page.getByLabel('Email').fill(email);
    await user.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await user.page.getByRole('button', { name: 'Sign in' }).click();
    await user.page.getByText(DEACTIVATED_SIGN_IN).waitFor();
    assert.equal(await user.page.getByRole('navigation', { name: 'Main' }).count(), 0);

    // the API keeps the user deactivated
    const users = await apiCall(page, app.server.url, 'GET', 'users?facilityId=1');
    assert.equal(users.status, 200);
    const list = rowsOf<{ email: string; isActive: boolean }>(users.body);
    assert.equal(list.find((u) => u.email === email)?.isActive, false);
    await user.close();
    await manager.close();
  });

  test("a resident's history: the manager reads the change (field, old and new value, who), a carer is refused", async () => {
    const manager = await atBayside('manager@demo.local');
    const page = manager.page;
    const r = await residentAt(page, 4);
    const name = `${r.firstName} ${r.lastName}`;
    const me = await apiCall(page, app.server.url, 'GET', 'users/facilities-permissions');
    const who = `${me.body.userProfile.firstName} ${me.body.userProfile.lastName}`;
    assert.equal(who, 'Margaret Nguyen');

    // edit the resident's suburb in the details editor
    await page.goto(`${app.server.url}/editResident/${r.residentId}`);
    await page.getByRole('heading', { name: `Edit ${name}` }).waitFor();
    const suburb = page.getByLabel('Suburb', { exact: true });
    await until('the editor is filled in', async () => (await page.getByLabel('Last name').inputValue()) === r.lastName);
    const was = (await suburb.inputValue()).trim();
    const now = was === 'Brighton East' ? 'Sandringham' : 'Brighton East';
    await suburb.fill(now);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(CHANGES_SAVED).first().waitFor();
    await page.getByRole('heading', { name }).waitFor();
    await until('back on the resident page', async () => new RegExp(`/viewResident/${r.residentId}`).test(page.url()));

    // the History panel: the change on its own line, newest first
    const panel = page.getByRole('region', { name: RECORD_HISTORY_TEXT.title });
    await panel.getByRole('button', { name: RECORD_HISTORY_TEXT.show }).click();
    const table = panel.getByRole('table', { name: RECORD_HISTORY_TEXT.title });
    const line = table.getByTestId('history-line').filter({ hasText: now });
    await line.first().waitFor();
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((c) => c.trim());
    const cells = (await line.first().getByRole('cell').allInnerTexts()).map((c) => c.trim());
    const cell = (header: string) => cells[headers.indexOf(header)];
    const C = RECORD_HISTORY_TEXT.columns;
    assert.equal(cell(C.field), 'Suburb', JSON.stringify(cells));
    assert.equal(cell(C.old), was);
    assert.equal(cell(C.new), now);
    assert.equal(cell(C.who), who);
    assert.equal(cell(C.action), 'Update');
    const first = (await table.getByTestId('history-line').first().getByRole('cell').allInnerTexts()).map((c) => c.trim());
    assert.equal(first[headers.indexOf(C.new)], now, 'the newest change first');
    await panel.getByRole('button', { name: RECORD_HISTORY_TEXT.hide }).click();
    await table.waitFor({ state: 'detached' });

    // the API answers the manager
    const history = await apiCall<{
      result: Array<{ changes: Array<{ field: string; old: string | null; new: string | null }> }>;
    }>(page, app.server.url, 'GET', `history/resident/${r.residentId}?facilityId=1`);
    assert.equal(history.status, 200);
    const change = history.body.result.flatMap((e) => e.changes).find((c) => c.field === 'suburb');
    assert.ok(change, 'the suburb change is in the history');
    assert.equal(change.new, now);

    // a carer: the panel is not shown and the API refuses
    const carer = await atBayside('carer@demo.local');
    const held = await permission(carer.page, 604);
    assert.ok(!held?.canView, 'care staff hold no recordHistory canView');
    const historyCalls: string[] = [];
    carer.page.on('request', (req) => {
      if (req.url().includes('/api/history/')) historyCalls.push(req.url());
    });
    await openResident(carer.page, r);
    await carer.page.getByRole('group', { name: 'Resident actions' }).waitFor();
    await carer.page.getByTestId('timeline-entry').first().waitFor();
    // the page has settled (nothing left loading): the panel would be there by now, as it is for the manager
    await until('the resident page has loaded', async () => (await carer.page.getByLabel('Loading').count()) === 0);
    assert.deepEqual(historyCalls, [], 'the page asks nothing of the history API');
    assert.equal(await carer.page.getByRole('button', { name: RECORD_HISTORY_TEXT.show }).count(), 0);
    assert.equal(await carer.page.getByRole('heading', { name: RECORD_HISTORY_TEXT.title, exact: true }).count(), 0);
    const refused = await apiCall(carer.page, app.server.url, 'GET', `history/resident/${r.residentId}?facilityId=1`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'You do not have permission to perform this action.');
    await carer.close();
    await manager.close();
  });
});
