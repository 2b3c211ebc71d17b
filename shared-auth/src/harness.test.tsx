import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { harnessSession } from './harness';
import { SessionExpiredError } from './session';

jest.mock('./oidc', () => ({
  completeSignIn: jest.fn(),
  clearSession: jest.fn(async () => undefined),
  loadUser: jest.fn(),
  signIn: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
}));
jest.mock('./session', () => {
  const actual = jest.requireActual('./session');
  return { ...actual, initialiseSession: jest.fn(), switchFacility: jest.fn() };
});

const oidc = jest.requireMock('./oidc') as Record<string, jest.Mock>;
const session = jest.requireMock('./session') as Record<string, jest.Mock>;

async function run(path: string) {
  window.history.replaceState(null, '', path);
  let node: ReactNode = null;
  const ok = await harnessSession((n) => {
    node = n;
  });
  if (node)
    await act(async () => {
      render(<>{node}</>);
    });
  return ok;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("standalone harness sign-in (the shell's OpenID client, no pasted token)", () => {
  it('without a session, sends the user to the sign-in page with the current address', async () => {
    oidc.loadUser.mockResolvedValue(null);
    expect(await run('/viewResidents?x=1')).toBe(false);
    expect(oidc.signIn).toHaveBeenCalledWith();
    expect(screen.getByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(session.initialiseSession).not.toHaveBeenCalled();
  });

  it('completes the /login callback, returns to the stored address and fills the store', async () => {
    oidc.completeSignIn.mockResolvedValue('/dashboard');
    oidc.loadUser.mockResolvedValue({ sub: '7' });
    session.initialiseSession.mockResolvedValue({ errors: [] });
    expect(await run('/login?code=abc&state=s')).toBe(true);
    expect(oidc.completeSignIn).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.location.search).toBe('');
    expect(session.initialiseSession).toHaveBeenCalled();
    expect(oidc.signIn).not.toHaveBeenCalled();
  });

  it("a failed callback shows the product's message and offers to sign in again", async () => {
    oidc.completeSignIn.mockRejectedValue(new Error('invalid_grant'));
    expect(await run('/login?code=bad&state=s')).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to sign in.');
    await act(async () => {
      screen.getByRole('button', { name: 'Sign in' }).click();
    });
    expect(oidc.signIn).toHaveBeenCalledWith('/dashboard');
  });

  it('/logout clears the local session and offers sign-in', async () => {
    expect(await run('/logout?state=bye')).toBe(false);
    expect(oidc.clearSession).toHaveBeenCalled();
    expect(screen.getByText('You have signed out.')).toBeInTheDocument();
    expect(oidc.loadUser).not.toHaveBeenCalled();
  });

  it('a stored token the API refuses leads to sign-in again, not to a reload loop', async () => {
    oidc.loadUser.mockResolvedValue({ sub: '7' });
    session.initialiseSession.mockRejectedValue(new SessionExpiredError());
    expect(await run('/dashboard')).toBe(false);
    expect(oidc.signIn).toHaveBeenCalledWith();
  });

  it('an API that does not answer is reported', async () => {
    oidc.loadUser.mockResolvedValue({ sub: '7' });
    session.initialiseSession.mockRejectedValue(new Error('Network Error'));
    expect(await run('/dashboard')).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The session could not be started (Error: Network Error). Is the API running?',
    );
    expect(oidc.signIn).not.toHaveBeenCalled();
  });
});
