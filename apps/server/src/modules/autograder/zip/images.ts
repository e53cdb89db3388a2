import path from 'node:path';
import { AutograderImages } from '@marginalia/sandbox';
import type { Config } from '../../../core/config';

/** This host's autograder images (docs/ARCHITECTURE.md, "Autograder images"), where the configuration keeps them. */
export function createAutograderImages(config: Config): AutograderImages {
  const folder = config.AUTOGRADER_IMAGES_DIR ?? path.join(config.DATA_DIR, 'autograder-images');
  return new AutograderImages({
    folder,
    buildIds: { first: config.AUTOGRADER_BUILD_FIRST_ID, count: 65_536 },
    ...(config.AUTOGRADER_BASE_IMAGE_DIR ? { baseFolder: config.AUTOGRADER_BASE_IMAGE_DIR } : {}),
  });
}

/** The setup limits of every build on this server. */
export function setupLimits(config: Config): { wallSeconds: number; diskMb: number; memoryMb: number; processes: number } {
  return {
    wallSeconds: config.AUTOGRADER_SETUP_SECONDS,
    diskMb: config.AUTOGRADER_SETUP_DISK_MB,
    memoryMb: config.AUTOGRADER_SETUP_MEMORY_MB,
    processes: config.AUTOGRADER_SETUP_PROCESSES,
  };
}
