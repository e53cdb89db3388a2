import { runMatrixSuite } from './run-matrix';
import { SIMILARITY_MATRIX } from './similarity.matrix';

runMatrixSuite(SIMILARITY_MATRIX);
