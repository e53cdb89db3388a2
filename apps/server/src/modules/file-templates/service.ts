import type { FileTemplate, FileTemplateCreate, FileTemplateUpdate } from '@marginalia/contracts';
import { asInvalidPk } from '../../http/invalid-pk';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { recordEvent, type AuditEvent } from '../audit/record';
import { loadAssignmentForAdminWrite, loadAssignmentForMember } from '../assignments/policy';
import { deleteFileTemplate, findFileTemplate, insertFileTemplate, selectFileTemplate, updateFileTemplateRow } from './queries';

// File templates are part of an assignment's setup: its admins write them; whoever may see the assignment
// (students only when it is visible) reads them, since students start from them. Every write records its event
// (the template's id, its assignment's course, the fields given; never the template's code).

async function loadTemplate(db: Executor, templateId: number) {
  const template = await findFileTemplate(db, templateId);
  if (!template) throw notFound();
  return template;
}

function templateEvent(type: AuditEvent['type'], courseId: number, templateId: number, data?: AuditEvent['data']): AuditEvent {
  return { type, courseId, object: { type: 'fileTemplate', id: templateId }, data };
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

export async function createFileTemplate(db: Database, user: AuthUser, input: FileTemplateCreate): Promise<FileTemplate> {
  const { assignment: assignmentId, ...fields } = input;
  const { assignment } = await asInvalidPk('assignment', assignmentId, () => loadAssignmentForAdminWrite(db, assignmentId, user));
  const created = await db.transaction(async (tx) => {
    const row = await insertFileTemplate(tx, { ...fields, assignmentId });
    await recordEvent(tx, user, templateEvent('file_template.created', assignment.courseId, row.id, { assignment: assignmentId, name: row.name }));
    return row;
  });
  return present(db, created.id);
}

export async function updateFileTemplate(db: Database, templateId: number, user: AuthUser, input: FileTemplateUpdate): Promise<FileTemplate> {
  const template = await loadTemplate(db, templateId);
  const { assignment } = await loadAssignmentForAdminWrite(db, template.assignmentId, user);
  await db.transaction(async (tx) => {
    await updateFileTemplateRow(tx, templateId, input);
    await recordEvent(tx, user, templateEvent('file_template.updated', assignment.courseId, templateId, { fields: Object.keys(input) }));
  });
  return present(db, templateId);
}

export async function removeFileTemplate(db: Database, templateId: number, user: AuthUser): Promise<void> {
  const template = await loadTemplate(db, templateId);
  const { assignment } = await loadAssignmentForAdminWrite(db, template.assignmentId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteFileTemplate(tx, templateId))) throw notFound();
    const data = { assignment: assignment.id, name: template.name };
    await recordEvent(tx, user, templateEvent('file_template.deleted', assignment.courseId, templateId, data));
  });
}
