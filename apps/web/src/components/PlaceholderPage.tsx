import { usePageTitle } from '../hooks/usePageTitle';
import { PageHeading } from './PageHeading';

/**
 * A screen whose content is still to be built: its heading inside the proper layout, so the route, the
 * guard around it and the page title already work.
 */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section style={{ maxWidth: 960, margin: '0 auto' }}>
      <PageHeading>{title}</PageHeading>
    </section>
  );
}
