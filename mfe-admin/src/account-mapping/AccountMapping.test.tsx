import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession } from 'shared-auth/testing';
import type { GlAccount, GlAccountMapping, SaveGlAccountsBody } from 'shared-domain/contracts/admin-finance';
import { GL_GROUP_INFO, GL_MAPPING_GROUPS, GL_MESSAGES, type GlMappingGroup } from 'shared-domain/gl-accounts';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster, UNSAVED_CHANGES_TEXT } from 'shared-ui';
import AccountMapping, { ACCOUNT_MAPPING_TEXT as T } from './AccountMapping';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const account = (id: number, mappingGroup: GlMappingGroup, mappingType: string, mappingValue: string | null): GlAccount => ({
  id,
  mappingGroup,
  mappingGroupDescription: GL_GROUP_INFO[mappingGroup].description,
  mappingType,
  mappingValue,
  otherInfo: null,
  resmanValue: null,
  canDelete: mappingGroup === 'SundryCharges',
  version: 1,
});

function mapping(accounts: GlAccount[]): GlAccountMapping {
  return {
    groups: GL_MAPPING_GROUPS.map((g) => ({
      mappingGroup: g,
      mappingGroupDescription: GL_GROUP_INFO[g].description,
      isSubsidy: GL_GROUP_INFO[g].isSubsidy,
      insertFlag: GL_GROUP_INFO[g].userDefined,
      accounts: accounts.filter((a) => a.mappingGroup === g),
    })),
  };
}

const MAPPED = [
  account(1, 'DefaultAccount', 'Default account', '110-1000'),
  account(2, 'SundryCharges', 'Hairdressing', '110-4510'),
  account(3, 'FeesAndCharges', 'Basic daily fee', '110-4100'),
  account(4, 'ANACCPermanent', 'AN-ACC base care tariff', '110-4300'),
];
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const saves = () => server.calls('PUT', 'finance/gl-accounts').map((r) => r.body as SaveGlAccountsBody);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/viewAndEditAccountMapping', element: <AccountMapping /> },
      { path: '/elsewhere', element: <span>elsewhere</span> },
    ],
    { initialEntries: ['/viewAndEditAccountMapping'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: T.edit }));
}

beforeEach(() => {
  server.reset();
  setSession({ permissions: { facilityAccountMapping: { canView: true, canModify: true, canRemove: true } } });
});

test('shows the groups, the AN-ACC groups under subsidies, unmapped accounts as not mapped', async () => {
  server.get('finance/gl-accounts', mapping([...MAPPED, account(5, 'ANACCRespite', 'Respite base care tariff', null)]));
  renderPage();
  const respite = await screen.findByTestId('gl-group-ANACCRespite');
  expect(within(respite).getByText('Respite base care tariff')).toBeInTheDocument();
  expect(within(respite).getByText(T.unmapped)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Subsidies' })).toBeInTheDocument();
  expect(screen.getByText('110-4510')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('without canModify there is no edit', async () => {
  setSession({ permissions: { facilityAccountMapping: { canView: true } } });
  server.get('finance/gl-accounts', mapping(MAPPED));
  renderPage();
  await screen.findByText('Hairdressing');
  expect(screen.queryByRole('button', { name: T.edit })).not.toBeInTheDocument();
});

test('the hyphen and cost centre rules mark the field and nothing is sent', async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  server.put('finance/gl-accounts', () => mapping(MAPPED));
  renderPage();
  await startEditing();
  const fee = screen.getByRole('textbox', { name: /GL account: Basic daily fee/ });
  await userEvent.clear(fee);
  await userEvent.type(fee, '1104100');
  const tariff = screen.getByRole('textbox', { name: /GL account: AN-ACC base care tariff/ });
  await userEvent.clear(tariff);
  await userEvent.type(tariff, '200-4300');
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText(GL_MESSAGES.hyphen)).toBeInTheDocument();
  expect(screen.getByText(GL_MESSAGES.sameCostCentre)).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test('saving with unmapped accounts asks first, then sends the set and shows the success message', async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  const saved = mapping([...MAPPED, account(9, 'SundryCharges', 'Podiatry', null)]);
  server.put('finance/gl-accounts', () => saved);
  renderPage();
  await startEditing();
  await userEvent.click(screen.getByRole('button', { name: T.add }));
  await userEvent.type(screen.getAllByRole('textbox', { name: /^Sundry charge type/ }).at(-1)!, 'Podiatry');
  await userEvent.click(screen.getByRole('button', { name: T.save }));

  const confirm = await screen.findByRole('alertdialog', { name: GL_MESSAGES.unmappedTitle });
  expect(within(confirm).getByText('Podiatry')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(saves()).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: GL_MESSAGES.unmappedTitle })).getByRole('button', {
      name: T.saveAnyway,
    }),
  );
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].accounts.at(-1)).toEqual({
    mappingGroup: 'SundryCharges',
    mappingType: 'Podiatry',
    mappingValue: null,
    otherInfo: null,
  });
  expect(saves()[0].accounts[0]).toMatchObject({ id: 1, version: 1, mappingValue: '110-1000' });
  await waitFor(() => expect(toasts()).toContain(GL_MESSAGES.saved));
  // Back in view mode with the saved mapping.
  expect(await screen.findByRole('button', { name: T.edit })).toBeInTheDocument();
});

test('a duplicate sundry charge type is refused before sending', async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  renderPage();
  await startEditing();
  await userEvent.click(screen.getByRole('button', { name: T.add }));
  const names = screen.getAllByRole('textbox', { name: /^Sundry charge type/ });
  await userEvent.type(names[1], 'HAIRDRESSING');
  await userEvent.type(screen.getByRole('textbox', { name: /GL account: HAIRDRESSING/ }), '110-4999');
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText(GL_MESSAGES.duplicateName)).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test('deleting a sundry charge account asks first and sends it as deleted', async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  server.put('finance/gl-accounts', () => mapping(MAPPED.filter((a) => a.id !== 2)));
  renderPage();
  await startEditing();
  await userEvent.click(screen.getByRole('button', { name: `${T.delete}: Hairdressing` }));
  const confirm = await screen.findByRole('alertdialog', { name: T.deleteTitle });
  expect(within(confirm).getByText(GL_MESSAGES.deleteConfirm)).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: T.delete }));
  expect(screen.queryByRole('textbox', { name: /GL account: Hairdressing/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].deletedAccounts).toEqual([{ id: 2, version: 1 }]);
  expect(saves()[0].accounts.map((a) => a.id)).toEqual([1, 3, 4]);
});

test('without canRemove there is no delete', async () => {
  setSession({ permissions: { facilityAccountMapping: { canView: true, canModify: true } } });
  server.get('finance/gl-accounts', mapping(MAPPED));
  renderPage();
  await startEditing();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
});

test("the server's field errors go under their field; other failures show the spec's message", async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  server.put('finance/gl-accounts', reply(400, { modelState: { 'accounts[2].mappingValue': ['Refused by the server.'] } }));
  renderPage();
  await startEditing();
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  expect(await screen.findByText('Refused by the server.')).toBeInTheDocument();
  server.put('finance/gl-accounts', reply(500, {}));
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(toasts()).toContain(GL_MESSAGES.saveError));
});

test('cancelling with changes asks before leaving edit mode', async () => {
  server.get('finance/gl-accounts', mapping(MAPPED));
  renderPage();
  await startEditing();
  const info = screen.getByRole('textbox', { name: /Other info: Basic daily fee/ });
  await userEvent.type(info, 'GST free');
  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  const prompt = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
  expect(within(prompt).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(within(prompt).getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
  expect(screen.getByRole('textbox', { name: /Other info: Basic daily fee/ })).toHaveValue('GST free');
  await userEvent.click(screen.getByRole('button', { name: T.cancel }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title })).getByRole('button', {
      name: UNSAVED_CHANGES_TEXT.leave,
    }),
  );
  expect(await screen.findByRole('button', { name: T.edit })).toBeInTheDocument();
  expect(screen.queryByText('GST free')).not.toBeInTheDocument();
});

test('a failed load shows the error with retry', async () => {
  server.get('finance/gl-accounts', reply(500, {}));
  renderPage();
  expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 })).toBeInTheDocument();
});
