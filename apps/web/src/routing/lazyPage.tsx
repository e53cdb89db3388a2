import { lazy, Suspense, type ComponentType } from 'react';
import { describeError, logError } from '../api/logReports';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { PageLoadFailure } from '../pages/errors/PageLoadFailure';

/**
 * Splits a page into its own file, fetched on first visit, so the first screen downloads little. If the
 * file cannot be fetched the page-load-failure screen stands in for it instead of crashing the app.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Page = lazy(() =>
    load().catch((error: unknown) => {
      void logError({ ...describeError(error), error: `Page load failure: ${describeError(error).error}` });
      return { default: PageLoadFailure as ComponentType<P> };
    }),
  );
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
