import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, testQueryClient } from 'shared-auth/testing';
import type { MarkAsEnquiryProps } from 'shared-domain/contracts/federated-props';
import { setRemoteLoader, type RemoteModuleLoader } from 'shared-ui';
import MarkAsIluEnquiry, { markedEnquiryPath } from './MarkAsIluEnquiry';

configure({ asyncUtilTimeout: 5000 });

let given: MarkAsEnquiryProps | null = null;
/** mfe-residents' './MarkAsEnquiry', as a stand-in that keeps its props and marks on a click. */
const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(async () => ({
  default: (props: MarkAsEnquiryProps) => {
    given = props;
    return (
      <button type="button" onClick={() => props.onMarked({ residentId: props.residentId, residencyId: 901, enquiryId: 12 })}>
        Mark {props.residentId}
      </button>
    );
  },
}));

beforeEach(() => {
  given = null;
  setRemoteLoader(loader);
});
afterEach(() => setRemoteLoader(null));

test("the residents area's mark-as-enquiry screen for the person; Cancel to the departed allocation; then the new enquiry", async () => {
  const router = createMemoryRouter(
    [
      { path: '/markAsIluEnquiry/:enquiryId/:residentId', element: <MarkAsIluEnquiry /> },
      { path: '/independentLiving/:enquiryId/enquiry/:residentId/*', element: <span>enquiry page</span> },
    ],
    { initialEntries: ['/markAsIluEnquiry/3/7'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  await userEvent.click(await screen.findByRole('button', { name: 'Mark 7' }));
  expect(loader).toHaveBeenCalledWith('mfe_residents', './MarkAsEnquiry', { retry: false });
  expect(given).toMatchObject({ residentId: 7, backTo: '/viewIndependentLiving/3/resident/7/true' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/independentLiving/12/enquiry/7'));
  // The area's screens and the person reload.
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ilu'] });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['person', 7] });
  act(() => router.dispose());
});

test("the new enquiry's page from the response; without it, the departed residents' list", () => {
  expect(markedEnquiryPath({ residentId: 7, residencyId: 901, enquiryId: 12 })).toBe('/independentLiving/12/enquiry/7');
  expect(markedEnquiryPath({ residentId: 7, residencyId: 901 })).toBe('/independentLiving/viewDepartedIluResidents');
});
