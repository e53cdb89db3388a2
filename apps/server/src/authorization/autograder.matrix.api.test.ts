import { AUTOGRADER_MATRIX } from './autograder.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(AUTOGRADER_MATRIX);
