// The shell's first decision, taken before React and the shared libraries load: is there a session? Only this module,
// the runtime config and (without a session) the OpenID client's chunk are downloaded on the way to sign-in.
import {
  createUserManager,
  loadRuntimeConfig,
  mustSignInFirst,
  redirectToSignIn,
  requestSessionProfile,
} from 'shared-auth/sign-in';
import type { FacilitiesPermissionsResponse } from 'shared-domain/contracts/shell';
import type { RuntimeConfig } from 'shared-domain/contracts/platform';

/**
 * What the shell starts with: the runtime config and, on a page with a session, the profile request already sent
 * (`profile`, see requestSessionProfile); or why the config could not be loaded (the shell says so on the page).
 */
export type ShellStart =
  { config: RuntimeConfig; profile?: Promise<FacilitiesPermissionsResponse | null> } | { configError: unknown };

export interface SignedOutServices {
  loadRuntimeConfig: () => Promise<RuntimeConfig>;
  mustSignInFirst: (config: RuntimeConfig, pathname: string) => boolean;
  signIn: (config: RuntimeConfig, returnUrl: string) => Promise<void>;
  requestSessionProfile: (config: RuntimeConfig, pathname: string) => Promise<FacilitiesPermissionsResponse | null> | undefined;
}

const services: SignedOutServices = {
  loadRuntimeConfig: () => loadRuntimeConfig(),
  mustSignInFirst: (config, pathname) => mustSignInFirst(config, pathname),
  signIn: async (config, returnUrl) => redirectToSignIn(await createUserManager(config), returnUrl),
  requestSessionProfile: (config, pathname) => requestSessionProfile(config, pathname),
};

/**
 * Sends the browser to sign-in when the page needs a session and there is none (or it is /redirectToLogin), and
 * answers null: the page is leaving. Otherwise answers what the shell starts with. When the redirect itself fails
 * (the provider is unreachable), the shell starts anyway and its sign-in route shows the failure as it always has.
 */
export async function signInFirstOr(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  use: SignedOutServices = services,
): Promise<ShellStart | null> {
  let config: RuntimeConfig;
  try {
    config = await use.loadRuntimeConfig();
  } catch (configError) {
    return { configError };
  }
  // The session's first request leaves now, while the application's code loads (bootstrap.tsx hands it to the session).
  if (!use.mustSignInFirst(config, location.pathname))
    return { config, profile: use.requestSessionProfile(config, location.pathname) };
  try {
    await use.signIn(config, `${location.pathname}${location.search}${location.hash}`);
    return null;
  } catch (error) {
    console.error('[shell] the sign-in redirect failed', error);
    return { config };
  }
}
