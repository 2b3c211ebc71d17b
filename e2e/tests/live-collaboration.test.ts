/**
 * Live collaboration with two people in two browser contexts: Margaret (the organisation manager, user A) changes
 * things and Carlos (care staff, user B) sees them on his open screen without a reload: a lead card she moves lands
 * where the server put it on his board, a resident she sends on leave appears on his dashboard, and the resident he is
 * editing, which she saved meanwhile, shows the changed notice naming her instead of losing what he typed; his save of
 * the stale copy is refused naming her change.
 *
 * In the cluster pass (run.mjs: two API replicas behind nginx) each person's API calls are pinned to a replica of their
 * own (A's to the first, B's, his live stream included, to the second), so every change B sees has crossed replicas
 * through the live channel's NOTIFY. Both sign in and load the screens through the one URL, as staff do.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, signIn } from '../lib/browser';
import { boardLoaded, readColumn, type LeadStatus } from '../lib/leads';
import { chooseFacility } from '../lib/pages';
import { apiCall, currentFacilityId, currentResidents, melbourneToday, until } from '../lib/residents';
import { useServerAndBrowser } from '../lib/harness';

const app = useServerAndBrowser();
/** The one URL both people use (nginx's in the cluster pass). */
const secondBase = () => app.server.url;
/** Where the journey's own API calls for person `replica` go: their replica in the cluster pass, else the server. */
const apiBase = (replica: number) =>
  app.server.replicaUrls.length > 1 ? app.server.replicaUrls[replica % app.server.replicaUrls.length] : app.server.url;

/**
 * Sends the context's API calls (`/api/...`) to one replica (the `replica`-th of the cluster pass; with one server,
 * nothing changes). The browser still addresses the one URL; only where its API requests land is chosen.
 */
/** The live streams each pinned context opened, by replica: proof that B's stream was on the other replica. */
const liveStreamsOn = new Map<number, number>();
async function pinToReplica(context: BrowserContext, replica: number): Promise<void> {
  const urls = app.server.replicaUrls;
  if (urls.length < 2) return;
  const base = app.server.url.replace(/\/$/, '');
  const target = urls[replica % urls.length].replace(/\/$/, '');
  await context.route(
    (url) => url.href.startsWith(`${base}/api/`),
    (route) => {
      if (route.request().url().startsWith(`${base}/api/live`)) liveStreamsOn.set(replica, (liveStreamsOn.get(replica) ?? 0) + 1);
      return route.continue({ url: target + route.request().url().slice(base.length) });
    },
  );
}

/** Signs `email` in at `baseUrl`, at Bayside Gardens, on its dashboard, its API calls on replica `replica`. */
async function atBayside(email: string, baseUrl: string, replica = 0): Promise<{ page: Page; facilityId: number }> {
  const context = await newContext(app.browser, { viewport: { width: 1400, height: 900 } });
  await pinToReplica(context, replica);
  const page = await signIn(context, baseUrl, email);
  await chooseFacility(page, 'Bayside Gardens');
  await page.getByRole('heading', { name: 'Residents on leave' }).waitFor();
  return { page, facilityId: await currentFacilityId(page) };
}

/** Records every navigation of the page's main frame from now on: a live update must not need one. */
function navigationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(f.url());
  });
  return seen;
}

describe('what a colleague changes appears on my screen', () => {
  test("a lead card moved by A lands where the server put it on B's open board; B's stale move is refused naming A", async () => {
    const a = await atBayside('manager@demo.local', app.server.url);
    const b = await atBayside('carer@demo.local', secondBase(), 1);
    await b.page.goto(`${secondBase()}/leads`);
    await boardLoaded(b.page);
    const statuses: LeadStatus[] = ['Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed'];
    let status: LeadStatus | null = null;
    for (const s of statuses) if ((await readColumn(b.page, s)).cards.length >= 3) status = status ?? s;
    assert.ok(status, 'a column with three cards');
    const before = (await readColumn(b.page, status).then((c) => c.cards)).map((c) => c.residencyId);
    // On two replicas, B's board listens on the second while A writes on the first.
    if (app.server.replicaUrls.length > 1) assert.ok((liveStreamsOn.get(1) ?? 0) > 0, "B's live stream is on the second replica");
    const navigations = navigationsOf(b.page);

    // A moves the top card to below the third, from where her board had it.
    const q = `facilityId=${a.facilityId}`;
    const board = await apiCall(a.page, apiBase(0), 'GET', `leads/dashboard/?take=25&${q}`);
    const key = {
      Enquiries: 'enquiries',
      TourBooked: 'tourBooked',
      TourCompleted: 'tourCompleted',
      Waiting: 'waiting',
      Confirmed: 'confirmed',
    }[status];
    const cards = board.body[key].result as Array<{ residencyId: number; orderNumber: string; status: string }>;
    assert.deepEqual(
      cards.slice(0, 3).map((c) => c.residencyId),
      before.slice(0, 3),
    );
    const [top, , third] = cards;
    const moved = await apiCall(a.page, apiBase(0), 'PUT', `leads/lead-order?${q}`, {
      currentResidencyId: top.residencyId,
      status,
      predecessorOrderNumber: third.orderNumber,
      successorOrderNumber: cards[3]?.orderNumber ?? null,
      fromStatus: top.status,
      fromOrderNumber: top.orderNumber,
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));

    // B's open board shows the server's order without a reload.
    await until("A's move on B's board", async () => {
      const ids = (await readColumn(b.page, status!)).cards.map((c) => c.residencyId);
      return ids.indexOf(top.residencyId) === 2 && ids[0] === before[1];
    });
    assert.deepEqual(navigations, []);

    // B moves the same card from where his board showed it before: refused, naming A.
    const stale = await apiCall(b.page, apiBase(1), 'PUT', `leads/lead-order?${q}`, {
      currentResidencyId: top.residencyId,
      status,
      predecessorOrderNumber: null,
      successorOrderNumber: null,
      fromStatus: top.status,
      fromOrderNumber: top.orderNumber,
    });
    assert.equal(stale.status, 409);
    assert.match(stale.body.message, /^This record was changed by Margaret Nguyen at .+\. Reload to see their change\.$/);
    await a.page.context().close();
    await b.page.context().close();
  });

  test("a resident A sends on leave appears on B's open dashboard", async () => {
    const a = await atBayside('manager@demo.local', app.server.url);
    const b = await atBayside('carer@demo.local', secondBase(), 1);
    const resident = (await currentResidents(a.page, apiBase(0), a.facilityId)).filter((r) => !r.isOnLeave)[0];
    assert.ok(resident, 'a current resident not on leave');
    const name = `${resident.firstName} ${resident.lastName}`;
    assert.equal(await b.page.getByText(name, { exact: false }).count(), 0, 'not shown as on leave yet');
    const navigations = navigationsOf(b.page);

    const leave = await apiCall(a.page, apiBase(0), 'POST', `residents/${resident.residentId}/leave?facilityId=${a.facilityId}`, {
      type: 'Social',
      startDateUtc: melbourneToday(),
    });
    assert.equal(leave.status, 200, JSON.stringify(leave.body));

    await b.page.getByText(name, { exact: false }).first().waitFor({ timeout: 15_000 });
    assert.deepEqual(navigations, []);
    await a.page.context().close();
    await b.page.context().close();
  });

  test("B's open edit form shows that A changed the resident, keeps what B typed, and B's save is refused naming A", async () => {
    const a = await atBayside('manager@demo.local', app.server.url);
    const b = await atBayside('carer@demo.local', secondBase(), 1);
    const resident = (await currentResidents(a.page, apiBase(0), a.facilityId))[3];
    await b.page.goto(`${secondBase()}/editResident/${resident.residentId}`);
    const first = b.page.getByLabel('First name');
    await first.waitFor();
    await first.fill('Typed by Carlos');
    const navigations = navigationsOf(b.page);

    // A saves the resident (her own edit form's payload: the record she read, a new preferred name).
    const q = `facilityId=${a.facilityId}`;
    const read = (await apiCall(a.page, apiBase(0), 'GET', `residents/${resident.residentId}?${q}`)).body;
    const keep = [
      'id',
      'version',
      'firstName',
      'lastName',
      'title',
      'sex',
      'dateOfBirth',
      'email',
      'street1',
      'suburb',
      'state',
      'postCode',
      'countryId',
      'medicareNumber',
      'billPayerType',
      'billPayerDetail',
      'primaryContact',
      'secondaryContact',
      'otherContacts',
      'enquirySources',
      'religions',
      'specialisedCareIds',
    ];
    const body = {
      ...Object.fromEntries(keep.map((k) => [k, read[k]])),
      medicareMemberNumber: read.medicareMemberNumber ?? (read.medicareNumber ? '1' : null),
      preferredName: 'Changed by Margaret',
    };
    const saved = await apiCall(a.page, apiBase(0), 'PUT', `residents?${q}`, body);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    // B's form: the notice names A; what B typed is still there.
    await b.page
      .getByText(/^This record was changed by Margaret Nguyen at .+\. Reload to see the change\.$/)
      .waitFor({ timeout: 15_000 });
    assert.equal(await first.inputValue(), 'Typed by Carlos');
    assert.deepEqual(navigations, []);

    // Saving the stale copy: refused, naming A's change (the kit's error toast).
    await b.page.getByRole('button', { name: 'Save' }).first().click();
    await b.page
      .getByText(/This record was changed by Margaret Nguyen at .+\. Reload to see their change\./)
      .first()
      .waitFor();
    assert.equal(await first.inputValue(), 'Typed by Carlos');

    // Reload takes A's record: her change shows, B's typing is given up by his choice.
    await b.page.getByRole('button', { name: 'Reload' }).click();
    await until('the form to show the record as saved', async () => (await first.inputValue()) === read.firstName);
    assert.equal(await b.page.getByLabel('Preferred name').inputValue(), 'Changed by Margaret');
    await a.page.context().close();
    await b.page.context().close();
  });
});
