import { COURSE_SETUP_MATRIX } from './course-setup.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(COURSE_SETUP_MATRIX);
