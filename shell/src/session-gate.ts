import { initialiseSession, loadUser } from 'shared-auth';
import { notify } from 'shared-ui';

export interface SessionServices {
  loadUser: () => Promise<unknown>;
  initialiseSession: () => Promise<{ errors: string[] }>;
}

const services: SessionServices = { loadUser, initialiseSession };
let pending: Promise<boolean> | null = null;

/** For tests: replace the services and forget the memoised session. */
export function configureSessionGate(overrides: Partial<SessionServices>): void {
  Object.assign(services, overrides);
  pending = null;
}

export function resetSessionGate(): void {
  pending = null;
}

/**
 * Resolves true once the user is signed in and the store is initialised (profile, permissions, facilities, flags,
 * banners); false when there is no session. Runs once; every route loader awaits the same promise.
 */
export function ensureSession(): Promise<boolean> {
  if (!pending) {
    pending = (async () => {
      const user = await services.loadUser();
      if (!user) return false;
      let errors: string[];
      try {
        ({ errors } = await services.initialiseSession());
      } catch (error) {
        if (error instanceof Error && error.name === 'SessionExpiredError') return false; // sign in again
        throw error;
      }
      for (const e of errors) notify.error(e, { extended: true });
      return true;
    })().catch((error) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}
