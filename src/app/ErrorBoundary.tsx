import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../ui';

interface Props {
  supportPhone: string;
  supportEmail: string;
  /** Told of every caught error as the fallback shows (telemetry's error-fallback event and error report). */
  onError?: (error: Error, componentStack: string | null) => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
  /** Bumped on reset so the subtree mounts afresh rather than reusing broken state. */
  generation: number;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, generation: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render error', error, info.componentStack);
    this.props.onError?.(error, info.componentStack ?? null);
  }

  private reset = () => this.setState((s) => ({ error: null, generation: s.generation + 1 }));

  render() {
    if (this.state.error) {
      return (
        <ErrorFallback
          onReset={this.reset}
          supportPhone={this.props.supportPhone}
          supportEmail={this.props.supportEmail}
        />
      );
    }
    return (
      <div key={this.state.generation} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
