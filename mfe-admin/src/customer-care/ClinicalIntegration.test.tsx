import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import type { ClinicalStatusItem } from 'shared-domain/contracts/customer-care';
import { CLINICAL_STATUS_POLL_MS, CUSTOMER_CARE_MESSAGES as M } from 'shared-domain/customer-care';
import { toaster } from 'shared-ui';
import ClinicalIntegration, { CLINICAL_TEXT } from './ClinicalIntegration';

configure({ asyncUtilTimeout: 5000 });

const FACILITIES = [
  {
    id: 1,
    name: 'Bayside Gardens',
    regionId: 1,
    region: 'Metro South',
    facilityType: 'AgeCare',
    isBillingIntegratedFacility: false,
  },
  {
    id: 2,
    name: 'Carlton House',
    regionId: 2,
    region: 'Metro North',
    facilityType: 'AgeCare',
    isBillingIntegratedFacility: false,
  },
];
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function request(over: Partial<ClinicalStatusItem> = {}): ClinicalStatusItem {
  return {
    id: 5,
    facilityId: 2,
    operationType: 'OnboardResidents',
    isCompleted: false,
    status: 'Submitted',
    statusReason: null,
    residentCount: 58,
    requestedOnUtc: '2026-03-04T23:30:00Z',
    completedOnUtc: null,
    requestedBy: 'System Support',
    ...over,
  };
}

function renderPage(operationType = 'OnboardResidents') {
  renderWithProviders(<ClinicalIntegration />, {
    route: `/customerCare/clinicalIntegration/${operationType}`,
    path: '/customerCare/clinicalIntegration/:operationType',
  });
}

beforeEach(() => {
  setSession({ userProfile: { isSystemUser: true } });
  server.get('facilities/all-organisation-facilities', FACILITIES);
  server.get('customerCare/integrate-residents-into-clinical/:facilityId', []);
});
afterEach(() => {
  jest.useRealTimers();
});

test('for system users only', () => {
  setSession({ userProfile: { isSystemUser: false } });
  renderPage();
  expect(screen.getByText(CLINICAL_TEXT.systemOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: CLINICAL_TEXT.submit })).not.toBeInTheDocument();
});

test('an unknown operation type is not submitted', () => {
  renderPage('DeleteResidents');
  expect(screen.getByText(CLINICAL_TEXT.unknownOperation)).toBeInTheDocument();
});

test('the customer-care tools are tab links, this one the current page', async () => {
  renderPage('UpdateResidents');
  const nav = await screen.findByRole('navigation', { name: 'Customer care' });
  const tools = within(nav).getAllByRole('link');
  expect(tools.map((l) => [l.textContent, l.getAttribute('aria-current')])).toEqual([
    ['On-board residents to clinical', null],
    ['Update residents in clinical', 'page'],
    ['Download or upload actual statement', null],
  ]);
});

test('the facility is required; the validation results are each listed', async () => {
  const post = server.post('customerCare/integrate-residents-into-clinical/:facilityId', {
    success: false,
    validationResults: [
      { errorMessage: 'Lee, Ann: the date of birth is missing.' },
      { errorMessage: 'Ng, Bo: the Medicare number is missing.' },
    ],
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'On-board residents to clinical' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: CLINICAL_TEXT.submit }));
  expect(await screen.findByText(M.facilityRequired)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await screen.findByRole('option', { name: 'Carlton House' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Facility/ }), 'Carlton House');
  await userEvent.click(screen.getByRole('button', { name: CLINICAL_TEXT.submit }));
  const list = await screen.findByRole('list', { name: CLINICAL_TEXT.validationTitle });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Lee, Ann: the date of birth is missing.', 'Ng, Bo: the Medicare number is missing.']);
  expect(post).toHaveBeenCalledWith(expect.objectContaining({ params: { facilityId: '2' }, body: 'OnboardResidents' }));
  expect(toasts()).not.toContain('Request to on-board the residents to clinical has been submitted.');
});

test('a submitted request: the message, then the status polled every 5 s until completed', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let completed = false;
  server.post('customerCare/integrate-residents-into-clinical/:facilityId', {
    success: true,
    validationResults: [],
    requestId: 5,
  });
  const status = server.get('customerCare/integrate-residents-into-clinical/:facilityId', ({ query }: FakeRequest) => {
    expect(query.operationType).toBe('UpdateResidents');
    return completed
      ? [
          request({
            operationType: 'UpdateResidents',
            isCompleted: true,
            status: 'Completed',
            completedOnUtc: '2026-03-04T23:30:05Z',
          }),
        ]
      : [request({ operationType: 'UpdateResidents' })];
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage('UpdateResidents');
  await screen.findByRole('option', { name: 'Carlton House' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Facility/ }), 'Carlton House');
  await user.click(screen.getByRole('button', { name: CLINICAL_TEXT.submit }));
  await waitFor(() => expect(toasts()).toContain('Request to update the residents to clinical has been submitted.'));
  expect(await screen.findByText(CLINICAL_TEXT.waiting)).toBeInTheDocument();
  const calls = status.mock.calls.length;

  completed = true;
  await act(async () => {
    jest.advanceTimersByTime(CLINICAL_STATUS_POLL_MS);
  });
  await waitFor(() => expect(screen.queryByText(CLINICAL_TEXT.waiting)).not.toBeInTheDocument());
  expect(status.mock.calls.length).toBeGreaterThan(calls);
  const table = screen.getByRole('table', { name: CLINICAL_TEXT.statusTitle });
  expect(within(table).getByText('Completed')).toBeInTheDocument();

  // Completed: no more polling.
  const after = status.mock.calls.length;
  await act(async () => {
    jest.advanceTimersByTime(CLINICAL_STATUS_POLL_MS * 2);
  });
  expect(status.mock.calls.length).toBe(after);
});

test("facilities that cannot be loaded: the seed's message", async () => {
  server.get('facilities/all-organisation-facilities', reply(500, { message: 'boom' }));
  renderPage();
  await waitFor(() => expect(toasts()).toContain(M.facilitiesLoadFailed));
});
