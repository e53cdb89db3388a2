import { lazyPage } from '../../../routing/lazyPage';

// The pair view's page is its own download, with the code views it needs.
export const SimilarityPairPage = lazyPage(() => import('./pair/SimilarityPairPage'));
