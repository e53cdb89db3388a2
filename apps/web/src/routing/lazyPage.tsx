import { lazy, Suspense, type ComponentType } from 'react';
import { describeError, logError } from '../api/logReports';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { PageLoadFailure } from '../pages/errors/PageLoadFailure';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts the page's download before it is drawn (routing/preloadForAddress.ts). */
  preload(): void;
};

/**
 * Splits a page into its own file, fetched on first visit, so the first screen downloads little. If the
 * file cannot be fetched the page-load-failure screen stands in for it instead of crashing the app.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  // One download, whether a preload or the first render asks first.
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      void logError({ ...describeError(error), error: `Page load failure: ${describeError(error).error}` });
      return { default: PageLoadFailure as ComponentType<P> };
    }));
  const Page = lazy(start);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.preload = () => void start();
  return LazyPage;
}
