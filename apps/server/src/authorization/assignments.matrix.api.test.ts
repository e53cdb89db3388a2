import { ASSIGNMENTS_MATRIX } from './assignments.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(ASSIGNMENTS_MATRIX);
