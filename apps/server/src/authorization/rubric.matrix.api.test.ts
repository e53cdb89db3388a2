import { RUBRIC_MATRIX } from './rubric.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(RUBRIC_MATRIX);
