import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import { ACCOMMODATION_MESSAGES as M, ACCOMMODATION_TEXTS } from 'shared-domain/accommodations';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster, UNSAVED_CHANGES_TEXT } from 'shared-ui';
import { accommodationType } from '../rooms/fixtures';
import AccommodationTypes, { TYPES_TEXT } from './AccommodationTypes';
import { TYPE_FORM_TEXT } from './AccommodationTypeDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (value) await userEvent.paste(value);
}
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

beforeEach(() => {
  server.get('accommodations/types', () => [
    accommodationType(),
    accommodationType({
      id: 2,
      name: 'Shared room',
      numberBeds: 2,
      priceSetting: 1,
      priceSettingDescription: 'Per bed',
      residentsAssigned: 0,
    }),
  ]);
  server.get('accommodations/types/features', () => ['Balcony', 'Ensuite']);
});

test('lists the types; a type opens read-only with its price history as dd-MMM-yyyy', async () => {
  renderWithProviders(<AccommodationTypes />);
  const table = await screen.findByRole('table', { name: TYPES_TEXT.title });
  const rows = within(table).getAllByTestId('type-row');
  expect(within(rows[1]).getByText('Per bed')).toBeInTheDocument();
  expect(within(rows[0]).getByText('$64.80')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `${TYPES_TEXT.view}: Single room` }));
  const dialog = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.viewTitle });
  expect(within(dialog).getByLabelText(TYPE_FORM_TEXT.name)).toBeDisabled();
  const history = within(dialog).getAllByTestId('price-history-row');
  expect(within(history[0]).getByText('05-Mar-2026')).toBeInTheDocument();
  expect(within(history[1]).getByText('05-Mar-2025')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('adding: price is required and not zero before anything is sent; then saved with the spec message', async () => {
  const save = server.post('accommodations/types', ({ body }: FakeRequest) => accommodationType({ id: 9, ...(body as object) }));
  renderWithProviders(<AccommodationTypes />);
  await userEvent.click(await screen.findByRole('button', { name: TYPES_TEXT.add }));
  const dialog = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.addTitle });
  await fill(within(dialog).getByLabelText(TYPE_FORM_TEXT.name), 'Respite room');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.priceRequired)).toBeInTheDocument();
  await fill(within(dialog).getByLabelText(TYPE_FORM_TEXT.price), '0');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(M.priceNonZero)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  await fill(within(dialog).getByLabelText(TYPE_FORM_TEXT.price), '72.50');
  await userEvent.selectOptions(within(dialog).getByLabelText(TYPE_FORM_TEXT.priceSetting), 'Per bed');
  await userEvent.selectOptions(within(dialog).getByLabelText(TYPE_FORM_TEXT.numberBeds), '2');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Balcony' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].body).toEqual({
    name: 'Respite room',
    numberBeds: 2,
    price: '72.50',
    priceSetting: 1,
    features: ['Balcony'],
  });
  await waitFor(() => expect(toasts()).toContain(ACCOMMODATION_TEXTS.saved));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: TYPE_FORM_TEXT.addTitle })).not.toBeInTheDocument());
});

test('the maximum occupancy of a type with residents: the seed dialog, nothing sent; the server refusal shows it too', async () => {
  const save = server.post('accommodations/types', reply(400, { modelState: { numberBeds: [M.occupancyLocked] } }));
  renderWithProviders(<AccommodationTypes />);
  await userEvent.click(await screen.findByRole('button', { name: `${TYPES_TEXT.edit}: Single room` }));
  let dialog = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.editTitle });
  await userEvent.selectOptions(within(dialog).getByLabelText(TYPE_FORM_TEXT.numberBeds), '2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const message = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.occupancyTitle });
  expect(within(message).getByText(M.occupancyLocked)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  await userEvent.click(within(message).getByRole('button', { name: 'OK' }));

  // Shared room has no residents here, but the server knows better.
  dialog = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.editTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const leave = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TEXT.title });
  expect(within(leave).getByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(within(leave).getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }));
  await userEvent.click(screen.getByRole('button', { name: `${TYPES_TEXT.edit}: Shared room` }));
  dialog = await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.editTitle });
  await userEvent.selectOptions(within(dialog).getByLabelText(TYPE_FORM_TEXT.numberBeds), '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].body).toMatchObject({ id: 2, version: 2, numberBeds: 3 });
  expect(await screen.findByRole('dialog', { name: TYPE_FORM_TEXT.occupancyTitle })).toBeInTheDocument();
});

test('without facilityRoomTypes canModify: no add or edit', async () => {
  setSession({ permissions: { facilityRoomTypes: { canView: true } } });
  renderWithProviders(<AccommodationTypes />);
  await screen.findByRole('table', { name: TYPES_TEXT.title });
  expect(screen.queryByRole('button', { name: TYPES_TEXT.add })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `${TYPES_TEXT.edit}: Single room` })).not.toBeInTheDocument();
});
