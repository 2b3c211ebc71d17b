import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikConfig } from 'formik';
import type { ReactNode } from 'react';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { renderUi } from '../../test/render';
import {
  CheckboxField,
  DateField,
  FileField,
  IntegerField,
  MoneyField,
  MultiSelectField,
  PercentField,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
  TimeField,
} from './fields';
import { validateWith } from './errors';

type Values = Record<string, unknown>;

/** A form with the given fields; the values it submits are returned by `submitted()`. */
function renderForm(initialValues: Values, fields: ReactNode, config: Partial<FormikConfig<Values>> = {}) {
  const onSubmit = jest.fn();
  renderUi(
    <Formik initialValues={initialValues} onSubmit={onSubmit} {...config}>
      <Form aria-label="Test form" noValidate>
        {fields}
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  const form = screen.getByRole('form', { name: 'Test form' });
  return {
    form,
    save: () => userEvent.click(within(form).getByRole('button', { name: 'Save' })),
    submitted: async () => {
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      return onSubmit.mock.calls.at(-1)[0] as Values;
    },
    onSubmit,
  };
}

test('text: label for= the input, the required mark beside the label, help text and error described on the input', async () => {
  const { form, save, onSubmit } = renderForm(
    { firstName: '' },
    <TextField name="firstName" label="First name" required helpText="As on the Medicare card." />,
    { validate: validateWith((v: Values) => (v.firstName ? {} : { firstName: ['First name is required.'] })) },
  );
  const input = within(form).getByLabelText('First name');
  expect(input).toHaveAccessibleName('First name');
  expect(input).toBeRequired();
  expect(form.querySelector('[data-part="required-mark"]')).toHaveTextContent('*');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('As on the Medicare card.');
  expect(within(form).queryByText('First name is required.')).not.toBeInTheDocument();

  await save();
  expect(await within(form).findByText('First name is required.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('As on the Medicare card. First name is required.');
  expect(onSubmit).not.toHaveBeenCalled();

  await userEvent.type(input, 'Ann');
  await waitFor(() => expect(within(form).queryByText('First name is required.')).not.toBeInTheDocument());
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('an error shows once the field is touched, before any submit', async () => {
  const { form } = renderForm({ note: '' }, <TextareaField name="note" label="Add a note" />, {
    validate: validateWith((v: Values) => (v.note ? {} : { note: ['Please enter a note.'] })),
  });
  const note = within(form).getByLabelText('Add a note');
  expect(note.tagName).toBe('TEXTAREA');
  fireEvent.blur(note);
  expect(await within(form).findByText('Please enter a note.')).toBeInTheDocument();
});

test("date: a date-only value whatever the machine's zone; an instant shows its UTC date; min and max", async () => {
  const { form, save, submitted } = renderForm(
    { startDateUtc: '2026-03-05T00:00:00.000Z' },
    <DateField name="startDateUtc" label="Start date" min="2026-01-10" max="2026-12-31T00:00:00Z" />,
  );
  const date = within(form).getByLabelText('Start date');
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveValue('2026-03-05');
  expect(date).toHaveAttribute('min', '2026-01-10');
  expect(date).toHaveAttribute('max', '2026-12-31');
  fireEvent.change(date, { target: { value: '2026-11-20' } });
  await save();
  expect(await submitted()).toEqual({ startDateUtc: '2026-11-20' });
});

test('time: HH:mm', async () => {
  const { form, save, submitted } = renderForm({ time: '12:30' }, <TimeField name="time" label="Tour time" />);
  const time = within(form).getByLabelText('Tour time');
  expect(time).toHaveValue('12:30');
  fireEvent.change(time, { target: { value: '09:15' } });
  await save();
  expect(await submitted()).toEqual({ time: '09:15' });
});

test('money: below 0 is refused by the form, in its own words (as the API refuses it), unless min says otherwise', async () => {
  const { form, save, onSubmit } = renderForm({ price: '' }, <MoneyField name="price" label="Price" />);
  await userEvent.type(within(form).getByLabelText('Price'), '-5');
  await save();
  expect(await within(form).findByText(INPUT_MESSAGES.belowMinimum(0))).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('money: a decimal string, tidied to cents on leaving the input; not a number is refused with the shared message', async () => {
  const { form, save, submitted, onSubmit } = renderForm({ amount: '' }, <MoneyField name="amount" label="Amount" max="10000" />);
  const amount = within(form).getByLabelText('Amount');
  expect(amount).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(amount, '12.345');
  await save();
  expect(await within(form).findByText(INPUT_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '1,234.5');
  fireEvent.blur(amount);
  await waitFor(() => expect(amount).toHaveValue('1234.50'));
  await save();
  expect(await submitted()).toEqual({ amount: '1234.50' });
});

test('money: above the maximum', async () => {
  const { form, save } = renderForm({ amount: '' }, <MoneyField name="amount" label="Amount" max="100" />);
  await userEvent.type(within(form).getByLabelText('Amount'), '100.01');
  await save();
  expect(await within(form).findByText('The value cannot be more than 100.')).toBeInTheDocument();
});

test('percent and integer: their own format rules', async () => {
  const { form, save, submitted } = renderForm(
    { rate: '', days: '' },
    <>
      <PercentField name="rate" label="Rate" />
      <IntegerField name="days" label="Pre-entry leave days" min={1} max={7} />
    </>,
  );
  await userEvent.type(within(form).getByLabelText('Rate'), '7.611');
  await userEvent.type(within(form).getByLabelText('Pre-entry leave days'), '2.5');
  await save();
  expect(await within(form).findByText(INPUT_MESSAGES.percentInvalid)).toBeInTheDocument();
  expect(within(form).getByText(INPUT_MESSAGES.integerInvalid)).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('Rate'));
  await userEvent.type(within(form).getByLabelText('Rate'), '7.50');
  fireEvent.blur(within(form).getByLabelText('Rate'));
  await userEvent.clear(within(form).getByLabelText('Pre-entry leave days'));
  await userEvent.type(within(form).getByLabelText('Pre-entry leave days'), '3');
  await save();
  expect(await submitted()).toEqual({ rate: '7.5', days: '3' });
});

test('select: placeholder, option groups, a numeric value, the change callback', async () => {
  const onValueChange = jest.fn();
  const { form, save, submitted } = renderForm(
    { bedId: null },
    <SelectField
      name="bedId"
      label="Bed"
      numeric
      onValueChange={onValueChange}
      options={[
        { label: 'North Wing', options: [{ value: 31, label: 'N030' }] },
        { label: 'Garden Wing', options: [{ value: 81, label: 'G072 Bed A' }] },
      ]}
    />,
  );
  const bed = within(form).getByLabelText('Bed');
  expect(
    within(bed)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Please select', 'N030', 'G072 Bed A']);
  expect([...bed.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'))).toEqual(['North Wing', 'Garden Wing']);
  await userEvent.selectOptions(bed, '81');
  expect(onValueChange).toHaveBeenCalledWith(81, null);
  await save();
  expect(await submitted()).toEqual({ bedId: 81 });
});

test('select without an empty choice keeps text values', async () => {
  const { form, save, submitted } = renderForm(
    { careType: 'Permanent' },
    <SelectField
      name="careType"
      label="Care type"
      placeholder={null}
      options={[
        { value: 'Permanent', label: 'Permanent' },
        { value: 'Respite', label: 'Respite' },
      ]}
    />,
  );
  expect(within(within(form).getByLabelText('Care type')).getAllByRole('option')).toHaveLength(2);
  await userEvent.selectOptions(within(form).getByLabelText('Care type'), 'Respite');
  await save();
  expect(await submitted()).toEqual({ careType: 'Respite' });
});

test('multi-select: a checkbox per option in a named group; numbers kept ascending', async () => {
  const { form, save, submitted } = renderForm(
    { religionIds: [3] },
    <MultiSelectField
      name="religionIds"
      label="Religions"
      options={[
        { value: 1, label: 'Anglican' },
        { value: 2, label: 'Catholic' },
        { value: 3, label: 'None' },
      ]}
    />,
  );
  const group = within(form).getByRole('group', { name: 'Religions' });
  expect(within(group).getByRole('checkbox', { name: 'None' })).toBeChecked();
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Anglican' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: 'None' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Catholic' }));
  await save();
  expect(await submitted()).toEqual({ religionIds: [1, 2] });
});

test('checkbox: a boolean; its error is described on the box', async () => {
  const { form, save, submitted } = renderForm(
    { isInvoicePost: true },
    <CheckboxField name="isInvoicePost" label="Invoice by post" />,
    {
      validate: validateWith((v: Values) =>
        v.isInvoicePost ? { isInvoicePost: ['Invoice by post cannot be saved without a postal address.'] } : {},
      ),
    },
  );
  const box = within(form).getByRole('checkbox', { name: 'Invoice by post' });
  await save();
  expect(await within(form).findByText('Invoice by post cannot be saved without a postal address.')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Invoice by post cannot be saved without a postal address.');
  await userEvent.click(box);
  await save();
  expect(await submitted()).toEqual({ isInvoicePost: false });
});

test('radio group: one choice, the previous value given to the callback', async () => {
  const onValueChange = jest.fn();
  const { form, save, submitted } = renderForm(
    { billPayerType: 'Resident' },
    <RadioGroupField
      name="billPayerType"
      label="Bill payer"
      onValueChange={onValueChange}
      options={[
        { value: 'Resident', label: 'Resident' },
        { value: 'PrimaryContact', label: 'Primary contact' },
      ]}
    />,
  );
  expect(within(form).getByRole('radio', { name: 'Resident' })).toBeChecked();
  await userEvent.click(within(form).getByRole('radio', { name: 'Primary contact' }));
  expect(onValueChange).toHaveBeenCalledWith('PrimaryContact', 'Resident');
  await save();
  expect(await submitted()).toEqual({ billPayerType: 'PrimaryContact' });
});

test('file: the chosen File', async () => {
  const { form, save, submitted } = renderForm({ file: null }, <FileField name="file" label="ACFI file" accept=".xml" />);
  const file = new File(['<Acfi/>'], 'acfi.xml', { type: 'text/xml' });
  await userEvent.upload(within(form).getByLabelText('ACFI file'), file);
  await save();
  expect((await submitted()).file).toBe(file);
});
