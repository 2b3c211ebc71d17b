import type { ComponentType, ReactNode } from 'react';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';

export interface HarnessOptions {
  /** The remote's routes.json. */
  routes: RemoteRoutesFile;
  /** Exposed module name ('./Dashboard') -> its lazy import. */
  screens: Record<string, () => Promise<{ default: ComponentType }>>;
  /** Wraps the app (the remote passes shared-ui's UiProvider). */
  wrap?: (children: ReactNode) => ReactNode;
  /** Shows a failed load (the remote passes shared-ui's notify.error), as the shell does. */
  notifyError?: (message: string) => void;
  /** Rendered for routes whose screen comes in a later release (shared-ui's NotAvailableYet). */
  planned?: (route: RemoteRoutesFile['routes'][number]) => ReactNode;
  container?: HTMLElement;
}

/**
 * Standalone harness of a remote (`pnpm --filter mfe-x dev`): signs in through the same OpenID flow as the shell
 * (shared-auth's client; the harness origin must be in the API's OIDC_DEV_ORIGINS), initialises the same store the shell
 * would, and renders the remote's routes. Loaded lazily so it costs the shell nothing.
 */
export async function startHarness(options: HarnessOptions): Promise<void> {
  const { runHarness } = await import(/* webpackChunkName: "harness" */ './harness');
  await runHarness(options);
}
