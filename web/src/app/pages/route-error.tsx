import { Component, type ReactNode } from 'react';
import { SomethingWentWrong } from '../../components/errors/something-went-wrong';

interface State {
  failedAt: string | null;
}

/**
 * Error boundary around the routes: a render or lazy-chunk failure shows the
 * apology instead of a blank page. It resets when the location changes.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; locationKey: string }, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <SomethingWentWrong />;
  }
}
