import { eq } from 'drizzle-orm';
import { fileTemplates, type Executor } from '@marginalia/db';
import type { FileTemplate } from '@marginalia/contracts';

export type FileTemplateRow = typeof fileTemplates.$inferSelect;

const apiFields = {
  id: fileTemplates.id,
  assignment: fileTemplates.assignmentId,
  name: fileTemplates.name,
  extension: fileTemplates.extension,
  code: fileTemplates.code,
  path: fileTemplates.path,
  required: fileTemplates.required,
};

export async function findFileTemplate(db: Executor, templateId: number): Promise<FileTemplateRow | null> {
  const [row] = await db.select().from(fileTemplates).where(eq(fileTemplates.id, templateId)).limit(1);
  return row ?? null;
}

export async function selectFileTemplate(db: Executor, templateId: number): Promise<FileTemplate | null> {
  const [row] = await db.select(apiFields).from(fileTemplates).where(eq(fileTemplates.id, templateId));
  return row ?? null;
}

export async function insertFileTemplate(db: Executor, values: typeof fileTemplates.$inferInsert): Promise<FileTemplateRow> {
  const [row] = await db.insert(fileTemplates).values(values).returning();
  return row!;
}

export async function updateFileTemplateRow(db: Executor, templateId: number, values: Partial<typeof fileTemplates.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(fileTemplates).set(values).where(eq(fileTemplates.id, templateId));
}

export async function deleteFileTemplate(db: Executor, templateId: number): Promise<boolean> {
  const rows = await db.delete(fileTemplates).where(eq(fileTemplates.id, templateId)).returning({ id: fileTemplates.id });
  return rows.length > 0;
}
