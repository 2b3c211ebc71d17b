/**
 * RemoteComponent: mounts a module another remote exposes through Module Federation (e.g. mfe-leads showing
 * mfe-residents' './NotesTab'), so areas reuse each other's screens instead of copying them.
 *
 * shared-ui knows nothing about federation: the host registers the loader at start-up (`setRemoteLoader(fn)`; the shell
 * passes its `loadRemoteComponent`, a remote's standalone harness may pass its own). shared-ui is a federation singleton,
 * so the loader registered by the shell is the one every remote sees.
 */
import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { AreaUnavailable } from './AreaUnavailable';

/** Loads `<remote>/<expose>` and resolves to its default export; `retry` asks the loader to drop a cached failure. */
export type RemoteModuleLoader = (
  remote: string,
  expose: string,
  options: { retry?: boolean },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a remote's component takes its own props
) => Promise<{ default: ComponentType<any> }>;

let registered: RemoteModuleLoader | null = null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cache = new Map<string, LazyExoticComponent<ComponentType<any>>>();

/** Registers (or with null, removes) the loader RemoteComponent uses. Clears the cache of loaded modules. */
export function setRemoteLoader(loader: RemoteModuleLoader | null): void {
  registered = loader;
  cache.clear();
}

/** The registered loader, or null before the host has registered one. */
export function getRemoteLoader(): RemoteModuleLoader | null {
  return registered;
}

export class RemoteLoaderMissingError extends Error {
  constructor(remote: string, expose: string) {
    super(`No remote loader is registered: cannot load ${remote} ${expose}`);
    this.name = 'RemoteLoaderMissingError';
  }
}

function lazyRemote(remote: string, expose: string, retry: boolean) {
  const key = `${remote}|${expose}`;
  if (retry) cache.delete(key);
  const cached = cache.get(key);
  if (cached) return cached;
  const component = lazy(() => {
    const loader = registered;
    if (!loader) return Promise.reject(new RemoteLoaderMissingError(remote, expose));
    return loader(remote, expose, { retry }).catch((error: unknown) => {
      if (cache.get(key) === component) cache.delete(key); // a failure is not remembered: the next mount loads again
      throw error;
    });
  });
  cache.set(key, component);
  return component;
}

class RemoteBoundary extends Component<{ area?: string; onRetry: () => void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shared-ui] remote component ${this.props.area ?? ''} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) return <AreaUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export type RemoteComponentProps<P extends object = Record<string, unknown>> = {
  /** Federation name of the remote, e.g. 'mfe_residents'. */
  remote: string;
  /** The exposed module, e.g. './NotesTab' (its default export is rendered). */
  expose: string;
  /** Shown while the module loads (default: a spinner labelled 'Loading'). */
  fallback?: ReactNode;
  /** Name of the area in the "This area is unavailable" panel. */
  area?: string;
} & P;

/**
 * Renders the default export of `<remote>/<expose>` with the remaining props. A load failure or a render error shows
 * AreaUnavailable with Retry (which loads the module again, asking the loader to retry).
 */
export function RemoteComponent<P extends object = Record<string, unknown>>({
  remote,
  expose,
  fallback,
  area,
  ...props
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(remote, expose, attempt > 0 && !cache.has(`${remote}|${expose}`));
  return (
    <RemoteBoundary
      key={attempt}
      area={area}
      onRetry={() => {
        cache.delete(`${remote}|${expose}`);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense
        fallback={
          fallback ?? (
            <Box p="4" textAlign="center">
              <Spinner aria-label="Loading" />
            </Box>
          )
        }
      >
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
