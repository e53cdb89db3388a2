import type { FileTemplate, FileTemplateCreate, FileTemplateUpdate } from '@marginalia/contracts';
import { asInvalidPk } from '../../http/invalid-pk';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { loadAssignmentForAdminWrite, loadAssignmentForMember } from '../assignments/policy';
import { deleteFileTemplate, findFileTemplate, insertFileTemplate, selectFileTemplate, updateFileTemplateRow } from './queries';

// File templates are part of an assignment's setup: its admins write them; whoever may see the assignment
// (students only when it is visible) reads them, since students start from them.

async function loadTemplate(db: Executor, templateId: number) {
  const template = await findFileTemplate(db, templateId);
  if (!template) throw notFound();
  return template;
}

async function present(db: Executor, templateId: number): Promise<FileTemplate> {
  const template = await selectFileTemplate(db, templateId);
  if (!template) throw notFound();
  return template;
}

export async function getFileTemplate(db: Executor, templateId: number, user: AuthUser): Promise<FileTemplate> {
  const template = await loadTemplate(db, templateId);
  await loadAssignmentForMember(db, template.assignmentId, user);
  return present(db, templateId);
}

export async function createFileTemplate(db: Executor, user: AuthUser, input: FileTemplateCreate): Promise<FileTemplate> {
  const { assignment: assignmentId, ...fields } = input;
  await asInvalidPk('assignment', assignmentId, () => loadAssignmentForAdminWrite(db, assignmentId, user));
  const created = await insertFileTemplate(db, { ...fields, assignmentId });
  return present(db, created.id);
}

export async function updateFileTemplate(db: Executor, templateId: number, user: AuthUser, input: FileTemplateUpdate): Promise<FileTemplate> {
  const template = await loadTemplate(db, templateId);
  await loadAssignmentForAdminWrite(db, template.assignmentId, user);
  await updateFileTemplateRow(db, templateId, input);
  return present(db, templateId);
}

export async function removeFileTemplate(db: Executor, templateId: number, user: AuthUser): Promise<void> {
  const template = await loadTemplate(db, templateId);
  await loadAssignmentForAdminWrite(db, template.assignmentId, user);
  if (!(await deleteFileTemplate(db, templateId))) throw notFound();
}
