/**
 * Keyboard and assistive technology: the accessibility journey, axe-core against WCAG 2.2 AA (lib/axe.ts) on
 * every screen the journeys visit: the signed-out pages, the dashboard, the menus, the resident lists, a resident's
 * record with its tabs and the dialogs the journeys open, the resident editor, and the leads area (board, card menu,
 * tour dialog, lead page, lead editor, new lead, archived leads), administration, funding rates, and independent living
 * (create enquiry, residents, an allocation's finance tab and its fees editor). One test per screen, so a run lists every screen
 * with a serious or critical violation and each offending element. tests/accessibility*.test.ts run it at 1280x800
 * and at 390x844 (one file per size: each stays inside the runner's time limit per file).
 */
import { before, after, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expectNoSeriousViolations } from './axe';
import { DEMO_PASSWORD, newContext } from './browser';
import { apiCall, chooseFacility, until } from './pages';
import { currentFacilityId, currentResidents } from './residents';
import type { RunningServer } from './server';

export interface WindowSize {
  label: string;
  viewport: { width: number; height: number };
}

const FACILITY = 'Bayside Gardens';
const USER = 'manager@demo.local';

/**
 * Requests in flight per page, leaving out the open-ended ones: the shell's notification stream and the live channel
 * (GET /api/live, opened by every screen that listens for a colleague's changes) never finish.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (r) => {
    if (!['eventsource', 'websocket'].includes(r.resourceType()) && !/\/(stream|api\/live)(\?|$)/.test(r.url())) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** The page has settled: no request in flight for a moment, the screen's heading shown, opening animations over. */
async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
  let quietSince = Date.now();
  await until(
    'the page to stop loading',
    async () => {
      if (inFlight.get(page)?.size) quietSince = Date.now();
      return Date.now() - quietSince >= 400;
    },
    { intervalMs: 100 },
  );
}

async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}${path}`);
  await settled(page, heading);
}

/**
 * Clicks a page action by its name: a button of the action bar, or the same item in its overflow menu when a narrow
 * screen folds the actions into one ("More actions" / "Actions").
 */
async function pageAction(page: Page, name: string): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(more )?actions$/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Waits until a dialog (or alert dialog) named `name` has opened. */
async function dialogOpen(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name })).first().waitFor();
  await settled(page);
}

/** Signs in through the sign-in page (the same steps as lib/browser signIn, at any window size). */
async function signedIn(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByLabel('Email').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  await page.getByLabel('Facility').waitFor({ timeout: 30_000 });
  await chooseFacility(page, FACILITY);
  await settled(page);
  return page;
}

interface Subjects {
  /** A current resident who is not on leave. */
  resident: { residentId: number; name: string; lastName: string };
  /** A lead of Enquiries without a tour. */
  lead: { residentId: number; name: string };
}

/** The screens, each opened from a fresh load of its address; `label` names it in a failure. */
const SCREENS: { label: string; open: (page: Page, s: Subjects) => Promise<void> }[] = [
  { label: 'dashboard', open: (page) => visit(page, '/dashboard', 'Residents on leave') },
  {
    label: 'main menu (the drawer on a phone)',
    open: async (page) => {
      await visit(page, '/dashboard', 'Residents on leave');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (await menuButton.isVisible()) await menuButton.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true }).waitFor();
      await settled(page);
    },
  },
  {
    label: 'user menu',
    open: async (page) => {
      await visit(page, '/dashboard', 'Residents on leave');
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'About' }).waitFor();
      await settled(page);
    },
  },
  {
    label: 'About dialog',
    open: async (page) => {
      await visit(page, '/dashboard', 'Residents on leave');
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'About' }).click();
      await dialogOpen(page, 'About Resident Manager');
    },
  },
  {
    label: 'current residents',
    open: async (page, { resident }) => {
      await visit(page, '/viewResidents', 'Residents');
      await page.getByRole('main').getByText(resident.lastName).first().waitFor();
    },
  },
  { label: 'departed residents', open: (page) => visit(page, '/viewDepartedResidents', 'Departed residents') },
  {
    label: 'resident record (timeline tab)',
    open: (page, { resident }) => visit(page, `/viewResident/${resident.residentId}`, resident.name),
  },
  {
    label: 'resident record, notes tab',
    open: async (page, { resident }) => {
      await visit(page, `/viewResident/${resident.residentId}/notes`, resident.name);
      await page.getByLabel('Add a note').waitFor();
    },
  },
  {
    label: 'resident record, events tab',
    open: (page, { resident }) => visit(page, `/viewResident/${resident.residentId}/events`, resident.name),
  },
  {
    label: 'send on leave dialog',
    open: async (page, { resident }) => {
      await visit(page, `/viewResident/${resident.residentId}`, resident.name);
      await pageAction(page, 'Send on leave');
      await dialogOpen(page, 'Send on leave');
    },
  },
  {
    label: 'depart dialog',
    open: async (page, { resident }) => {
      await visit(page, `/viewResident/${resident.residentId}`, resident.name);
      await pageAction(page, 'Depart');
      await dialogOpen(page, 'Depart resident');
    },
  },
  {
    label: 'upload document dialog',
    open: async (page, { resident }) => {
      await visit(page, `/viewResident/${resident.residentId}`, resident.name);
      await page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Upload document' }).click();
      await dialogOpen(page, 'Upload document');
    },
  },
  {
    label: 'edit resident',
    open: async (page, { resident }) => {
      await visit(page, `/editResident/${resident.residentId}`);
      await page.getByRole('main').getByRole('button', { name: 'Save' }).first().waitFor();
    },
  },
  {
    label: 'lead board',
    open: async (page) => {
      await visit(page, '/leads', 'Leads');
      await page.locator('[aria-busy="false"]:has([data-testid="column-Enquiries"])').waitFor();
    },
  },
  {
    label: "lead card's actions",
    open: async (page, { lead }) => {
      await visit(page, '/leads', 'Leads');
      await page.getByRole('button', { name: `Actions for ${lead.name}` }).click();
      await dialogOpen(page, `Actions for ${lead.name}`);
    },
  },
  {
    label: 'book tour dialog',
    open: async (page, { lead }) => {
      await visit(page, '/leads', 'Leads');
      await page.getByRole('button', { name: `Actions for ${lead.name}` }).click();
      await page
        .getByRole('dialog', { name: `Actions for ${lead.name}` })
        .getByRole('button', { name: 'Book tour' })
        .click();
      const tour = page.getByRole('dialog', { name: 'Book tour' });
      await tour.waitFor();
      await until(
        'the facilitators to load',
        async () => (await tour.getByLabel('Tour facilitator').locator('option').count()) > 1,
      );
      await settled(page);
    },
  },
  { label: 'lead page', open: (page, { lead }) => visit(page, `/viewLead/${lead.residentId}`, lead.name) },
  {
    label: 'edit lead',
    open: async (page, { lead }) => {
      await visit(page, `/editLead/${lead.residentId}`);
      await page.getByRole('main').getByRole('button', { name: 'Save' }).first().waitFor();
    },
  },
  {
    label: 'new lead',
    open: async (page) => {
      await visit(page, '/createLead');
      await page.getByRole('form', { name: 'Create lead' }).waitFor();
    },
  },
  { label: 'archived leads', open: (page) => visit(page, '/archivedLeads', 'Archived leads') },
  // Administration.
  { label: 'facilities', open: (page) => visit(page, '/facilities', 'Facilities') },
  { label: 'users', open: (page) => visit(page, '/viewAndEditUsers', 'Users') },
  {
    label: 'user dialog (view, with its history)',
    open: async (page) => {
      await visit(page, '/viewAndEditUsers', 'Users');
      await page
        .getByRole('main')
        .getByRole('button', { name: /^View: / })
        .first()
        .click();
      await dialogOpen(page, 'User');
    },
  },
  { label: 'roles', open: (page) => visit(page, '/roles', 'Roles') },
  { label: 'role editor (the permission matrix)', open: (page) => visit(page, '/roles/add', 'Add role') },
  { label: 'accommodation types', open: (page) => visit(page, '/viewAndEditAccommodationTypes', 'Accommodation types') },
  { label: 'rooms', open: (page) => visit(page, '/viewAndEditRooms', 'Rooms') },
  { label: 'room page', open: (page) => visit(page, '/viewRoom/1', /^Room /) },
  {
    label: 'account mapping (edit mode)',
    open: async (page) => {
      await visit(page, '/viewAndEditAccountMapping', 'Account mapping');
      await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click();
      await settled(page);
    },
  },
  { label: 'optional services', open: (page) => visit(page, '/viewAndEditOptionalServices', 'Optional services') },
  // Resident finance.
  {
    label: "resident's funding tab",
    open: (page, { resident }) => visit(page, `/viewResident/${resident.residentId}/financials/funding`, resident.name),
  },
  {
    label: "resident's fees tab",
    open: (page, { resident }) => visit(page, `/viewResident/${resident.residentId}/financials/false/fees`, resident.name),
  },
  {
    label: "a fee figure's explanation",
    open: async (page, { resident }) => {
      await visit(page, `/viewResident/${resident.residentId}/financials/false/fees`, resident.name);
      await page.getByTestId('explained-figure').first().click();
      await settled(page);
    },
  },
  {
    label: "resident's transactions tab",
    open: (page, { resident }) => visit(page, `/viewResident/${resident.residentId}/financials/false/transaction`, resident.name),
  },
  {
    label: 'edit fees',
    open: (page, { resident }) =>
      visit(page, `/editResident/${resident.residentId}/financials/false/fees`, `Edit ${resident.name}`),
  },
  {
    label: 'edit funding',
    open: (page, { resident }) => visit(page, `/editResident/${resident.residentId}/financials/funding`, `Edit ${resident.name}`),
  },
  {
    label: "lead's fees tab",
    open: (page, { lead }) => visit(page, `/viewLead/${lead.residentId}/financials/false/fees`, lead.name),
  },
  { label: 'care funding rates', open: (page) => visit(page, '/funding/view-funding-rates', 'Care funding rates') },
  {
    label: 'accommodation funding rates',
    open: (page) => visit(page, '/funding/view-accommodation-rates', 'Accommodation funding rates'),
  },
  { label: 'fees and charges', open: (page) => visit(page, '/funding/view-fees-and-charges', 'Fees and charges') },
  // Independent living, at Riverside Village (last: the facility chosen stays for the screens after it). The demo's
  // second allocation (a couple, residents 242 and 243) has a unit, prices, a DMF schedule and optional services.
  {
    label: 'independent living: create enquiry',
    open: async (page) => {
      if ((await currentFacilityId(page)) !== 4) await chooseFacility(page, 'Riverside Village');
      await visit(page, '/independentLiving/createEnquiry', 'Create enquiry');
    },
  },
  {
    label: 'independent living: residents',
    open: (page) => visit(page, '/independentLiving/viewResidents', 'Independent living residents'),
  },
  {
    label: 'independent living: allocation, finance tab',
    open: async (page) => {
      await visit(page, '/viewIndependentLiving/2/resident/242/false/finance');
      await page.getByTestId('figure-estimated-refund').waitFor();
      await settled(page);
    },
  },
  {
    label: 'independent living: edit fees and charges',
    open: async (page) => {
      await visit(page, '/editIndependentLiving/2/resident/242/false/finance');
      await page.getByTestId('ilu-finance').waitFor();
      await settled(page);
    },
  },
];

/**
 * The journey at one window size: signs in, then one test per screen (the signed-out pages first). `server` and
 * `browser` are the test file's own (started in its before hook).
 */
export function accessibilityJourney(size: WindowSize, env: () => { server: RunningServer; browser: Browser }): void {
  describe(`accessibility at ${size.label} (axe, WCAG 2.2 AA: no serious or critical violation)`, () => {
    let context: BrowserContext;
    let page: Page;
    let subjects: Subjects;

    before(async () => {
      const { server, browser } = env();
      context = await newContext(browser, { viewport: size.viewport });
      page = await signedIn(context, server.url);
      const facilityId = await currentFacilityId(page);
      const r = (await currentResidents(page, server.url, facilityId)).find((x) => !x.isOnLeave)!;
      const board = await apiCall(page, server.url, 'GET', `leads/dashboard/?take=10&facilityId=${facilityId}&leadCareType=All`);
      const l = (
        board.body.enquiries.result as { residentId: number; firstName: string; lastName: string; tourInfo: unknown }[]
      ).find((c) => !c.tourInfo)!;
      subjects = {
        resident: { residentId: r.residentId, name: `${r.firstName} ${r.lastName}`, lastName: r.lastName },
        lead: { residentId: l.residentId, name: `${l.firstName} ${l.lastName}` },
      };
    });
    after(async () => {
      await context?.close();
    });

    test('sign-in page and forgot password (signed out)', async () => {
      const { server, browser } = env();
      const out = await newContext(browser, { viewport: size.viewport });
      try {
        const p = await out.newPage();
        trackRequests(p);
        await p.goto(`${server.url}/dashboard`);
        await p.getByLabel('Email').waitFor();
        await settled(p);
        await expectNoSeriousViolations(p, `sign-in page at ${size.label}`);
        await p.goto(`${server.url}/forgotPassword`);
        await p.getByLabel('Email').waitFor();
        await settled(p);
        await expectNoSeriousViolations(p, `forgot password at ${size.label}`);
      } finally {
        await out.close();
      }
    });

    for (const screen of SCREENS) {
      test(screen.label, async () => {
        await screen.open(page, subjects);
        await expectNoSeriousViolations(page, `${screen.label} at ${size.label}`);
      });
    }
  });
}
