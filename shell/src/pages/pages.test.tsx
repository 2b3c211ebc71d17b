import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setShellApiClients } from '../api';
import { fakeClient, renderRoutes, type FakeCall, type Handler } from '../test/helpers';
import ForgotPassword, { FORGOT_PASSWORD_SENT } from './ForgotPassword';
import ResetPassword, { PASSWORD_CHANGED } from './ResetPassword';

function serve(handler: Handler) {
  const calls: FakeCall[] = [];
  setShellApiClients({ anonymous: fakeClient(handler, calls, { anonymous: true }) });
  return calls;
}

describe('forgot password', () => {
  const show = () => renderRoutes([{ path: '/forgotPassword', element: <ForgotPassword /> }], '/forgotPassword');

  it('refuses an invalid email', async () => {
    const calls = serve(() => ({ status: 200, data: {} }));
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the email and tells the user to check their email', async () => {
    const calls = serve(() => ({ status: 200, data: {} }));
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'carer@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
    expect(calls[0].url).toBe('account/forgot-password');
    expect(calls[0].body).toEqual({ email: 'carer@demo.local' });
  });

  it('shows the model error on email', async () => {
    serve(() => ({ status: 400, data: { modelState: { email: ['Email is required.'] } } }));
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  const show = (path: string) => renderRoutes([{ path: '/resetPassword', element: <ResetPassword /> }], path);
  const fill = async (pw: string, confirm = pw) => {
    await userEvent.type(await screen.findByLabelText('New password'), pw);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('marks a missing salt as an invalid link', async () => {
    const calls = serve(() => ({ status: 200, data: { isValid: true } }));
    show('/resetPassword');
    expect(await screen.findByText('Invalid link')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('validates the link on load; a refused salt is an invalid link', async () => {
    const calls = serve(() => ({ status: 400, data: { modelState: { salt: ['Invalid link'] } } }));
    show('/resetPassword?salt=abc');
    expect(await screen.findByText('Invalid link')).toBeInTheDocument();
    expect(calls[0].url).toBe('account/validate-reset-link');
    expect(calls[0].params).toEqual({ salt: 'abc' });
  });

  it('checks the password rules, then shows the server error on newPassword', async () => {
    const calls = serve((call) =>
      call.method === 'GET'
        ? { status: 200, data: { isValid: true } }
        : { status: 400, data: { modelState: { newPassword: ['Password was used recently'] } } },
    );
    show('/resetPassword?salt=abc');
    await fill('short');
    expect(await screen.findByText('New password does not meet security requirements')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('Str0ngPassword');
    expect(await screen.findByText('Password was used recently')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ newPassword: 'Str0ngPassword', salt: 'abc' });
  });

  it('turns a salt error into "Invalid link" and anything else into "Network error"', async () => {
    let answer = { status: 400, data: { modelState: { salt: ['Invalid link'] } } as unknown };
    serve((call) => (call.method === 'GET' ? { status: 200, data: { isValid: true } } : answer));
    const first = show('/resetPassword?salt=abc');
    await fill('Str0ngPassword');
    expect(await screen.findByText('Invalid link')).toBeInTheDocument();
    first.unmount();
    answer = { status: 500, data: {} };
    show('/resetPassword?salt=abc');
    await fill('Str0ngPassword');
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });

  it('has show/hide on the password fields and links to sign in after success', async () => {
    serve((call) => (call.method === 'GET' ? { status: 200, data: { isValid: true } } : { status: 200, data: {} }));
    show('/resetPassword?salt=abc');
    const input = await screen.findByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.clear(input);
    await fill('Str0ngPassword');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/redirectToLogin');
  });
});
