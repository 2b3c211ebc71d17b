import { initialiseSession, loadUser } from 'shared-auth';
import type { FacilitiesPermissionsResponse } from 'shared-domain/contracts/shell';
import { notify } from 'shared-ui';

type Profile = Promise<FacilitiesPermissionsResponse | null>;

export interface SessionServices {
  loadUser: () => Promise<unknown>;
  initialiseSession: (prefetched?: Profile) => Promise<{ errors: string[] }>;
}

const services: SessionServices = { loadUser, initialiseSession };
let pending: Promise<boolean> | null = null;
/** The profile request the entry sent (signed-out.ts), used once by the session that starts first. */
let prefetched: Profile | undefined;

/** For tests: replace the services and forget the memoised session. */
export function configureSessionGate(overrides: Partial<SessionServices>): void {
  Object.assign(services, overrides);
  pending = null;
  prefetched = undefined;
}

export function resetSessionGate(): void {
  pending = null;
  prefetched = undefined;
}

/**
 * Starts the session now, before the router asks for it, with the profile request the entry already sent: the
 * permissions, facilities, flags and banners load while the route table is read and the screen's code is fetched.
 * A failure is not reported here: the route loaders await the same session and show it (or try once more).
 */
export function startSession(profile?: Profile): void {
  prefetched = profile;
  ensureSession().catch(() => undefined);
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
        const profile = prefetched;
        prefetched = undefined;
        ({ errors } = await services.initialiseSession(profile));
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
