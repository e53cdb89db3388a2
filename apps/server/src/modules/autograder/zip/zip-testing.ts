import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { makeTestSandboxRoot } from '@marginalia/sandbox';
import type { Config } from '../../../core/config';
import { buildZip } from '../../../testing/zip-archive';

// Helpers for the autograder zip API tests: the configuration of a test server whose worker builds images (its own
// image folder; the Debian base shared by every test run on the host, since it never changes for a given mirror),
// and zips of Gradescope-format autograders made in memory.

export const SHARED_BASE_IMAGES = `${tmpdir()}/marginalia-test-base-images-v3`;

export function imageConfig(firstUid: number): Partial<Config> {
  return {
    AUTOGRADER_FIRST_UID: firstUid,
    WORKER_CONCURRENCY: 1,
    AUTOGRADER_WORKSPACES_DIR: makeTestSandboxRoot('marginalia-zip-workspaces-'),
    AUTOGRADER_IMAGES_DIR: mkdtempSync(`${tmpdir()}/marginalia-zip-images-`),
    AUTOGRADER_BASE_IMAGE_DIR: SHARED_BASE_IMAGES,
    AUTOGRADER_SETUP_SECONDS: 300,
  };
}

export function autograderZip(files: Record<string, string>): Promise<Buffer> {
  return buildZip(Object.entries(files).map(([name, content]) => ({ name, content })));
}
