import { runMatrixSuite } from './run-matrix';
import { SIMILARITY_ACROSS_COURSES_MATRIX } from './similarity-across-courses.matrix';

runMatrixSuite(SIMILARITY_ACROSS_COURSES_MATRIX);
