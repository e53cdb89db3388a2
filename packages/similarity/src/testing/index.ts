// `@marginalia/similarity/testing`: generated programs for tests and benchmarks of the engine.
export { lookalikeCheck } from './lookalike-check';
export { Random } from './random';
