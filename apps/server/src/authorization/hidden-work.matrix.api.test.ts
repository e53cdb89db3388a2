import { HIDDEN_WORK_MATRIX } from './hidden-work.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(HIDDEN_WORK_MATRIX);
