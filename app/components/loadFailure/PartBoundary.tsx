import { Component, useEffect, type ReactNode } from 'react';
import { forgetFailedLoads } from './lazyWithRetry';
import { LoadFailureAlert } from './LoadFailureAlert';

export interface PartFailure {
  error: unknown;
  /** Shows the part again (its file, if it failed to arrive, is imported anew). */
  retry: () => void;
}

interface PartBoundaryProps {
  children: ReactNode;
  /** What stands in the part's place when it fails; a red alert with "Try again" by default. */
  fallback?: (failure: PartFailure) => ReactNode;
  /** A new value is a new attempt (a card clicked again): the part is shown again. */
  resetKey?: unknown;
}

interface PartBoundaryState {
  failure: { error: unknown } | null;
  resetKey: unknown;
}

export const partFailureAlert = ({ error, retry }: PartFailure) => <LoadFailureAlert error={error} onRetry={retry} />;

/**
 * Keeps a failing part of a screen (a lazy modal or tab whose file did not arrive) to its own
 * place: the rest of the screen keeps working, and the part says what happened.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  state: PartBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState): Partial<PartBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failure: null, resetKey: props.resetKey };
  }

  retry = () => this.setState({ failure: null });

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (this.props.fallback ?? partFailureAlert)({ error: failure.error, retry: this.retry });
  }
}

/** For a part that can simply be left out (a count beside a tab): nothing, until it loads. */
function ForgetFailure() {
  useEffect(() => forgetFailedLoads(), []);
  return null;
}

export const partFailureHidden = () => <ForgetFailure />;
