export type * from './types';
export { BubblewrapSandbox, NoRunLimitsError, type BubblewrapSandboxOptions } from './bubblewrap/bubblewrap-sandbox';
export type { CgroupBackend, CgroupChoice, CgroupFinder } from './bubblewrap/cgroups';
export { makeTestSandboxRoot } from './bubblewrap/sandbox-root';
export { JAVA_MEMORY_FLAGS, javaFlags, javacFlags } from './java-flags';
export { AutograderImages, type AutograderImagesOptions, type LayerRequest, type LayerResult } from './image/images';
export { DEFAULT_BUILD_IDS, type BuildIds } from './image/build-ids';
export type { SourceFile } from './image/setup-build';
