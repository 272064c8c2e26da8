import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PageSpinner } from '@canopy/ui';
import { ErrorScreen } from '../errors/ErrorScreen';
import { isChunkLoadError } from './isChunkLoadError';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  area: string;
  /** Resets the boundary and reloads the remote. */
  onRetry: () => Promise<void>;
  /** Changing this (e.g. the path) clears a previous error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Every remote page renders inside this: Suspense for its lazy page chunk, and an error boundary that shows the
 * "unavailable" panel when the code cannot be downloaded, or the "Something went wrong" screen for a render error.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}]`, error, info.componentStack);
  }

  private retry = async () => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) {
      if (isChunkLoadError(error)) return <RemoteUnavailable area={this.props.area} onRetry={this.retry} />;
      return <ErrorScreen error={error} />;
    }
    return <Suspense fallback={<PageSpinner />}>{this.props.children}</Suspense>;
  }
}
