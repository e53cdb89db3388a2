import { ASSIGNMENT_SETUP_MATRIX } from './assignment-setup.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(ASSIGNMENT_SETUP_MATRIX);
