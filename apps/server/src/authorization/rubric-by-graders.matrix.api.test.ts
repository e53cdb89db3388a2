import { RUBRIC_BY_GRADERS_MATRIX } from './rubric-by-graders.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(RUBRIC_BY_GRADERS_MATRIX);
