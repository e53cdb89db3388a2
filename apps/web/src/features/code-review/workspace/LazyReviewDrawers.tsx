import { lazyPart } from '../../../components/lazyPart';
import type { ReviewDrawersProps } from './ReviewDrawers';

// The phone layout's drawers open from the top bar's buttons, after the code is drawn (components/lazyPart.tsx); closed,
// they draw nothing, so there is nothing to hold in place while they arrive.
const drawers = lazyPart<ReviewDrawersProps>(() => import('./ReviewDrawers').then((module) => module.ReviewDrawers));

export function LazyReviewDrawers(props: ReviewDrawersProps) {
  return <drawers.Component {...props} fallback={null} />;
}
