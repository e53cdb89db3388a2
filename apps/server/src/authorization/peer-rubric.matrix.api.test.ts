import { PEER_RUBRIC_MATRIX } from './peer-rubric.matrix';
import { runMatrixSuite } from './run-matrix';

runMatrixSuite(PEER_RUBRIC_MATRIX);
