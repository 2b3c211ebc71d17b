import { screen } from '@testing-library/react';
import { usePermission } from 'shared-auth';
import { renderUi } from '../../test/render';
import { setRemoteLoader, type RemoteModuleLoader } from '../RemoteComponent';
import { FinancialTabs, FundingActions, RecordHistoryPanel, TransactionsTab } from './index';

jest.mock('shared-auth', () => ({ usePermission: jest.fn() }));

const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();
const can = (canView: boolean) => ({ canView, canModify: false, canRemove: false, canAction: false });

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async (_remote, expose) => ({
    default: (p: Record<string, unknown>) => (
      <p>
        {expose} {JSON.stringify(p)}
      </p>
    ),
  }));
  setRemoteLoader(loader);
  jest.mocked(usePermission).mockReturnValue(can(true));
});
afterEach(() => setRemoteLoader(null));

test("mounts the administration's record history for the person, for holders of recordHistory", async () => {
  renderUi(<RecordHistoryPanel residentId={7} />);
  expect(await screen.findByText(/\.\/RecordHistory .*"entity":"resident","id":7/)).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_admin', './RecordHistory', expect.anything());
  expect(usePermission).toHaveBeenCalledWith('recordHistory');
});

test('without recordHistory nothing is loaded', () => {
  jest.mocked(usePermission).mockReturnValue(can(false));
  const { container } = renderUi(<RecordHistoryPanel residentId={7} />);
  expect(container).toBeEmptyDOMElement();
  expect(loader).not.toHaveBeenCalled();
});

test('the financial tabs get the props as given; the transactions tab names its tab in view mode', async () => {
  renderUi(<FinancialTabs residentId={3} kind="lead" mode="edit" />);
  expect(await screen.findByText(/"residentId":3,"kind":"lead","mode":"edit"/)).toBeInTheDocument();
  renderUi(<TransactionsTab residentId={4} kind="resident" />);
  expect(await screen.findByText(/"residentId":4,"kind":"resident","mode":"view","tab":"transaction"/)).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_residents', './FinancialTabs', expect.anything());
});

test("the funding panel is aged care's only: an independent-living person's page loads none of the funding area's code", () => {
  const { container } = renderUi(
    <FundingActions resident={{ facilityType: 'IndependentLiving' } as Parameters<typeof FundingActions>[0]['resident']} />,
  );
  expect(container).toBeEmptyDOMElement();
  expect(loader).not.toHaveBeenCalled();
});
