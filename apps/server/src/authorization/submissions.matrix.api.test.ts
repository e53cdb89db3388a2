import { SUBMISSIONS_MATRIX } from './submissions.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(SUBMISSIONS_MATRIX);
