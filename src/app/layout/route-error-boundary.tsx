import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './site-layout.module.css';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to load or render (for example a chunk missing after a deploy) and
 * offers a reload instead of a blank screen. Keyed by path in the layout so navigating resets it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failure} role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload to try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
