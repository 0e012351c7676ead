import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-page';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a shown error, so navigating away recovers. */
  resetKey?: unknown;
}
interface State {
  error: unknown;
  resetKey: unknown;
}

/** Keeps a failing screen inside the shell (menu and header stay usable). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorPanel error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
