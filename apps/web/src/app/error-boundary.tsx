import { Component, type ReactNode } from 'react';

type Props = {
  /** What is shown in place of the children once one of them threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** The boundary starts over (renders its children again) when this changes: a new page, say. */
  resetKey?: unknown;
  children: ReactNode;
};

/** Catches what its children throw while rendering (a page's lost chunk, a bug) and shows `fallback`. */
export class ErrorBoundary extends Component<Props, { error: unknown; key: unknown }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: unknown }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}
