import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable, Box, Spinner } from 'shared-ui';
import { loadRemoteComponent } from '../federation';

export type RemoteLoader = (remote: string, expose: string, options: { retry?: boolean }) => Promise<{ default: ComponentType }>;

interface BoundaryProps {
  area?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering: only its area shows the panel. */
export class AreaErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] area ${this.props.area ?? ''} failed`, error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (this.state.error) return <AreaUnavailable area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}

export interface RemoteAreaProps {
  remote: string;
  expose: string;
  title?: string;
  loader?: RemoteLoader;
}

/** Renders a remote's exposed screen lazily, inside an error boundary; Retry really loads the remote again. */
export function RemoteArea({ remote, expose, title, loader = loadRemoteComponent }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazy(() => loader(remote, expose, { retry: attempt > 0 })), [remote, expose, attempt, loader]);
  return (
    <AreaErrorBoundary key={attempt} area={title} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={
          <Box p="8" textAlign="center">
            <Spinner aria-label="Loading" />
          </Box>
        }
      >
        <Screen />
      </Suspense>
    </AreaErrorBoundary>
  );
}
