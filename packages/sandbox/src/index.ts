export type * from './types';
export { BubblewrapSandbox, NoRunLimitsError, type BubblewrapSandboxOptions } from './bubblewrap/bubblewrap-sandbox';
export type { CgroupBackend, CgroupChoice, CgroupFinder } from './bubblewrap/cgroups';
export { JAVA_MEMORY_FLAGS, javaFlags, javacFlags } from './java-flags';
export { AutograderImages, type AutograderImagesOptions, type LayerRequest, type LayerResult } from './image/images';
export type { SourceFile } from './image/setup-build';
