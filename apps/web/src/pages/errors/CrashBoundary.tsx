import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError, logError } from '../../api/logs';
import { visitFromOwnSite } from '../../storage/visitSource';
import { CrashPage } from './CrashPage';

interface CrashBoundaryState {
  crashed: boolean;
}

/** The root error boundary: reports the crash to the error log and shows the crash page (docs/PRODUCT.md §8). */
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const described = describeError(error);
    void logError({
      error: described.error,
      errorDetail: `${described.errorDetail}\n\nComponent stack:${info.componentStack ?? ''}`,
      url: window.location.href,
    });
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashPage showCookieSteps={!visitFromOwnSite()} /> : this.props.children;
  }
}
