import { ARCHIVED_COURSE_MATRIX } from './archived-course.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(ARCHIVED_COURSE_MATRIX);
