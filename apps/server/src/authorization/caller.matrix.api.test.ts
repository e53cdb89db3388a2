import { CALLER_MATRIX } from './caller.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(CALLER_MATRIX);
