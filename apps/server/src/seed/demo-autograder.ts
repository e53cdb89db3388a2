import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import { autograderEnvironments, environmentFiles, testCases, testCategories, type Executor } from '@marginalia/db';
import { storeBlob } from '../modules/file-blobs/queries';
import * as content from './demo-autograder-content';

/** Homework 2's environment, tests and reference solution (demo-autograder-content.ts). */
export async function seedDemoAutograder(tx: Executor, assignmentId: number): Promise<void> {
  const [environment] = await tx
    .insert(autograderEnvironments)
    .values({ assignmentId, ...DEFAULT_RUN_LIMITS, ...content.DEMO_AUTOGRADER_ENVIRONMENT })
    .returning();
  const bytes = Buffer.from(content.DEMO_SOLUTION);
  const blobSha256 = await storeBlob(tx, bytes);
  await tx.insert(environmentFiles).values({ environmentId: environment!.id, path: content.DEMO_SOLUTION_FILE, role: 'solution', blobSha256, size: bytes.length });
  const [category] = await tx.insert(testCategories).values({ assignmentId, name: content.DEMO_AUTOGRADER_CATEGORY }).returning();
  await tx.insert(testCases).values(content.DEMO_AUTOGRADER_TESTS.map((test, sortKey) => ({ ...test, testCategoryId: category!.id, sortKey })));
}
