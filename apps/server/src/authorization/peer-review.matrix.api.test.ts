import { PEER_REVIEW_MATRIX } from './peer-review.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(PEER_REVIEW_MATRIX);
