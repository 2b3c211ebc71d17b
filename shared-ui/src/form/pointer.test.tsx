import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { renderUi } from '../../test/render';
import { validateWith } from './errors';
import { CheckboxField, MoneyField, TextField } from './fields';
import { FormErrorSummary } from './submit';
import { afterPointerRelease, isPointerPressed, resetPointerForTests } from './pointer';

afterEach(() => resetPointerForTests());

type Values = { email: string; agreed: boolean };

function renderForm() {
  const onSubmit = jest.fn();
  renderUi(
    <Formik<Values>
      initialValues={{ email: '', agreed: false }}
      validate={validateWith((v: Values) => (v.email ? {} : { email: ['Please enter the email.'] }))}
      onSubmit={onSubmit}
    >
      <Form aria-label="Add user" noValidate>
        <TextField name="email" label="Email" required />
        <CheckboxField name="agreed" label="Sunrise Gardens" />
      </Form>
    </Formik>,
  );
  const form = screen.getByRole('form', { name: 'Add user' });
  return {
    form,
    email: within(form).getByLabelText('Email'),
    box: within(form).getByRole('checkbox', { name: 'Sunrise Gardens' }),
  };
}

test('an error shown on blur waits while the pointer that blurred the field is pressed, so the click lands', async () => {
  const { form, email, box } = renderForm();
  email.focus();
  // The press on the checkbox blurs the email: formik validates and marks the error, but the field shows no change yet.
  fireEvent.pointerDown(box);
  fireEvent.mouseDown(box);
  email.blur();
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(isPointerPressed()).toBe(true);
  expect(within(form).queryByText('Please enter the email.')).not.toBeInTheDocument();
  expect(email).not.toHaveAttribute('aria-invalid');
  // The release becomes a click on the checkbox where it was; then the error shows.
  fireEvent.pointerUp(box);
  fireEvent.mouseUp(box);
  fireEvent.click(box);
  expect(box).toBeChecked();
  expect(await within(form).findByText('Please enter the email.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(isPointerPressed()).toBe(false);
});

test('an error that clears on blur also waits for the click; a keyboard blur shows at once', async () => {
  const { form, email, box } = renderForm();
  fireEvent.blur(email);
  expect(await within(form).findByText('Please enter the email.')).toBeInTheDocument();
  await userEvent.type(email, 'ann@example.org');
  // Typing validates: cleared with no pointer pressed.
  await waitFor(() => expect(within(form).queryByText('Please enter the email.')).not.toBeInTheDocument());
  await userEvent.clear(email);
  await waitFor(() => expect(within(form).getByText('Please enter the email.')).toBeInTheDocument());
  fireEvent.pointerDown(box);
  await userEvent.type(email, 'x', { skipClick: true });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(within(form).getByText('Please enter the email.')).toBeInTheDocument();
  fireEvent.pointerUp(box);
  await waitFor(() => expect(within(form).queryByText('Please enter the email.')).not.toBeInTheDocument());
});

test('afterPointerRelease runs at once without a press, or after the release and its click', async () => {
  const ran: string[] = [];
  afterPointerRelease(() => ran.push('now'));
  expect(ran).toEqual(['now']);
  fireEvent.pointerDown(document.body);
  afterPointerRelease(() => ran.push('later'));
  fireEvent.pointerUp(document.body);
  expect(ran).toEqual(['now']);
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(ran).toEqual(['now', 'later']);
});

test('a save stopped on errors focuses the first invalid field (scrolled into view) and says how many need attention', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderUi(
    <Formik<{ name: string; price: string; code: string }>
      initialValues={{ name: 'Deluxe', price: '', code: '' }}
      validate={validateWith((v: { price: string; code: string }) => ({
        ...(v.price ? {} : { price: ['Please enter the price.'] }),
        ...(v.code ? {} : { code: ['Please enter the code.'] }),
      }))}
      onSubmit={() => {}}
    >
      <Form aria-label="Room" noValidate>
        <FormErrorSummary />
        <TextField name="name" label="Name" />
        <MoneyField name="price" label="Price" />
        <TextField name="code" label="Code" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  const form = screen.getByRole('form', { name: 'Room' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(form).getByLabelText('Price')).toHaveFocus());
  expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  expect(within(form).getByRole('alert')).toHaveTextContent('2 fields need attention.');
  await userEvent.type(within(form).getByLabelText('Price'), '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(form).getByLabelText('Code')).toHaveFocus());
  expect(within(form).getByRole('alert')).toHaveTextContent('1 field needs attention.');
});

test("the summary's 'needs attention' line also waits while Save is pressed, so the corrected form's Save clicks", async () => {
  const onSubmit = jest.fn();
  renderUi(
    <Formik<Values>
      initialValues={{ email: '', agreed: false }}
      validateOnChange={false}
      validate={validateWith((v: Values) => (v.email ? {} : { email: ['Please enter the email.'] }))}
      onSubmit={onSubmit}
    >
      <Form aria-label="Add user" noValidate>
        <FormErrorSummary />
        <TextField name="email" label="Email" required />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  const form = screen.getByRole('form', { name: 'Add user' });
  const save = within(form).getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  expect(await within(form).findByText('1 field needs attention.')).toBeInTheDocument();
  const email = within(form).getByLabelText('Email');
  await userEvent.type(email, 'ann@example.org');
  // The press on Save blurs the corrected field: the rules clear the error, but nothing above Save moves yet.
  fireEvent.pointerDown(save);
  fireEvent.mouseDown(save);
  email.blur();
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(within(form).getByText('1 field needs attention.')).toBeInTheDocument();
  fireEvent.pointerUp(save);
  fireEvent.mouseUp(save);
  fireEvent.click(save);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(within(form).queryByText('1 field needs attention.')).not.toBeInTheDocument());
});
