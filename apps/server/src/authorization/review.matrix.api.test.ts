import { REVIEW_MATRIX } from './review.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(REVIEW_MATRIX);
