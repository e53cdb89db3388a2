export type * from './types';
export { BubblewrapSandbox, type BubblewrapSandboxOptions } from './bubblewrap/bubblewrap-sandbox';
export { JAVA_MEMORY_FLAGS, javaFlags, javacFlags } from './java-flags';
export { AutograderImages, type AutograderImagesOptions, type LayerRequest, type LayerResult } from './image/images';
export type { SourceFile } from './image/setup-build';
