import { PARTNERS_ON_GRADED_WORK_MATRIX } from './partners-on-graded-work.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(PARTNERS_ON_GRADED_WORK_MATRIX);
