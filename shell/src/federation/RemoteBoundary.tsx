import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PageSpinner } from '@canopy/ui';
import { ErrorScreen } from '../errors/ErrorScreen';
import { isCodeLoadError } from './RemoteLoadError';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Waits before the automatic retries of a page whose chunk could not be downloaded (a remote's own bundler loads
 * those, not the federation runtime): long enough for a redeploy's files to land, short for people.
 */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

interface Props {
  area: string;
  /** Reloads the remote (its routes, hence fresh page components). */
  onRetry: () => Promise<void>;
  /** Changing this (e.g. the path) clears a previous error. */
  resetKey: string;
  /** Waits before each automatic retry of a page whose code could not be downloaded. */
  retryDelaysMs?: readonly number[];
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
  /** Automatic retries spent on this path; the Retry button is always there after them. */
  autoRetries: number;
}

/**
 * Every remote page renders inside this: Suspense for its lazy page chunk, and an error boundary. Code that cannot
 * be downloaded is retried automatically a bounded number of times (a spinner meanwhile), then shows the
 * "unavailable" panel with Retry; a render error shows the "Something went wrong" screen.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, autoRetries: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unmounted = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { error: null, resetKey: props.resetKey, autoRetries: 0 }
      : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}]`, error, info.componentStack);
  }

  override componentDidMount() {
    this.scheduleAutoRetry();
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey) this.cancelAutoRetry();
    this.scheduleAutoRetry();
  }

  override componentWillUnmount() {
    this.unmounted = true;
    this.cancelAutoRetry();
  }

  private get delays() {
    return this.props.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  private willAutoRetry(): boolean {
    const { error, autoRetries } = this.state;
    return !!error && isCodeLoadError(error) && autoRetries < this.delays.length;
  }

  private cancelAutoRetry() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private scheduleAutoRetry() {
    if (this.timer || !this.willAutoRetry()) return;
    const { autoRetries, resetKey } = this.state;
    this.timer = setTimeout(async () => {
      try {
        await this.props.onRetry();
      } catch {
        // The registry records and shows its own failure.
      }
      this.timer = undefined;
      if (!this.unmounted && this.state.resetKey === resetKey) {
        this.setState({ error: null, autoRetries: autoRetries + 1 });
      }
    }, this.delays[autoRetries]);
  }

  private retry = async () => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) {
      if (!isCodeLoadError(error)) return <ErrorScreen error={error} />;
      if (this.willAutoRetry()) return <PageSpinner />;
      return <RemoteUnavailable area={this.props.area} onRetry={this.retry} />;
    }
    return <Suspense fallback={<PageSpinner />}>{this.props.children}</Suspense>;
  }
}
