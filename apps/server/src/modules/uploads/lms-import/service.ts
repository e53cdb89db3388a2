import type { FastifyRequest } from 'fastify';
import {
  LMS_NAMES,
  SUBMISSION_IMPORT_FORMATS,
  UPLOAD_LIMITS,
  type SubmissionImportFormat,
  type SubmissionImportResult,
} from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../../http/auth-user';
import { badRequest, HttpError } from '../../../http/errors';
import { loadAssignmentForAdminWrite } from '../../assignments/policy';
import type { NotifyContext } from '../../notifications/service';
import { prepareFiles } from '../../received-files/prepare';
import { isZipName, receiveUpload, type ReceivedPart } from '../../received-files/receive';
import { extractZip } from '../../received-files/zip';
import { readLmsRoster } from '../../roster/lms/read-export';
import type { LmsRosterRow } from '../../roster/lms/formats';
import { listAliases } from '../../roster/queries';
import { findActiveCourseMembers } from '../../courses/queries';
import { uploadForStudents } from '../service';
import { nameKey, ownerOfEntry } from './entry-names';

// POST /assignments/{id}/importSubmissions/ (course admins): an LMS's "download all submissions" zip and that
// LMS's roster export, which ties the names and ids the zip carries to e-mails (docs/LMS-FILES.md). Each student
// found gets their files as a new version through the admin upload of uploads/service.ts (the same rules, one
// submission.uploaded each); every entry imported for nobody is reported with the reason. Each student's import
// is its own transaction, so one refused (not a student of the course, storage full) leaves the others.

type Unmatched = SubmissionImportResult['unmatched'][number];

interface Owner {
  email: string;
  name: string;
  parts: ReceivedPart[];
}

function oneField(fields: Map<string, string[]>, name: string): string | undefined {
  return fields.get(name)?.[0]?.trim();
}

/** The roster export's text: UTF-8 with or without a byte order mark, or UTF-16 by its mark. */
function textOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

function messagesOf(error: HttpError): string {
  return Object.values(error.body).flatMap((value) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [])).join(' ');
}

/** Finds the roster row each entry's name or id points to; one a name could mean two people points to none. */
function rosterLookup(format: SubmissionImportFormat, rows: readonly LmsRosterRow[]) {
  const byId = new Map(rows.flatMap((row) => (row.lmsId ? [[row.lmsId, row] as const] : [])));
  const byName = new Map<string, LmsRosterRow[]>();
  for (const row of rows) {
    const key = nameKey(format, row.name);
    byName.set(key, [...(byName.get(key) ?? []), row]);
  }
  return (name: string, lmsId: string | null): LmsRosterRow | string => {
    const byNumber = lmsId ? byId.get(lmsId) : undefined;
    if (byNumber) return byNumber;
    const named = byName.get(nameKey(format, name)) ?? [];
    const who = lmsId ? `${name} (${LMS_NAMES[format]} ID ${lmsId})` : name;
    if (named.length === 1) return named[0]!;
    return named.length > 1 ? `Several people in the roster export are named ${name}.` : `Nobody in the roster export is ${who}.`;
  };
}

export async function importSubmissions(db: Database, notify: NotifyContext, request: FastifyRequest, assignmentId: number, user: AuthUser): Promise<SubmissionImportResult> {
  const { assignment, course } = await loadAssignmentForAdminWrite(db, assignmentId, user);
  const received = await receiveUpload(request);
  const format = oneField(received.fields, 'format') as SubmissionImportFormat | undefined;
  if (!format || !SUBMISSION_IMPORT_FORMATS.includes(format)) throw badRequest('Choose the LMS the zip comes from: canvas or moodle.', 'format');
  const dryRun = oneField(received.fields, 'dryRun') === 'true';
  const zips = received.parts.filter((part) => isZipName(part.relativePath));
  const rosters = received.parts.filter((part) => !isZipName(part.relativePath));
  if (zips.length !== 1) throw badRequest(`Choose the one zip ${LMS_NAMES[format]} downloaded with all submissions.`, 'zip');
  if (rosters.length !== 1) throw badRequest(`Choose the ${LMS_NAMES[format]} roster export that names the students of the zip.`, 'roster');

  const roster = readLmsRoster(format, textOf(rosters[0]!.bytes));
  const aliases = await listAliases(db, assignment.courseId);
  const lookup = rosterLookup(format, roster.rows);
  // By its name alone: the entries' paths must start with the LMS's own folder names, not the browser's.
  const zipName = zips[0]!.relativePath.split('/').pop()!;
  const entries = await extractZip(zipName, zips[0]!.bytes, UPLOAD_LIMITS.maxTotalBytes, UPLOAD_LIMITS.maxFiles);

  const owners = new Map<string, Owner>();
  const unmatched: Unmatched[] = [];
  for (const entry of entries) {
    const owner = ownerOfEntry(format, entry.relativePath);
    if (!owner) {
      unmatched.push({ entry: entry.relativePath, reason: `Not named as ${LMS_NAMES[format]} names a student's file.` });
      continue;
    }
    const found = lookup(owner.name, owner.lmsId);
    if (typeof found === 'string') unmatched.push({ entry: entry.relativePath, reason: found });
    else if (!found.email) unmatched.push({ entry: entry.relativePath, reason: `The roster export has no e-mail for ${found.name || owner.name}.` });
    else {
      const email = aliases.get(found.email.toLowerCase()) ?? found.email.toLowerCase();
      const current = owners.get(email) ?? { email, name: found.name, parts: [] };
      current.parts.push({ relativePath: owner.path, bytes: entry.bytes });
      owners.set(email, current);
    }
  }

  // Only students of the course receive files; the others' entries are reported, as any other unmatched one.
  const students = new Set((await findActiveCourseMembers(db, assignment.courseId, [...owners.keys()], ['student'])).map((person) => person.email));
  const imported: SubmissionImportResult['imported'] = [];
  const place = { assignmentId: assignment.id, courseId: assignment.courseId, course: course.course };
  for (const owner of owners.values()) {
    const files = owner.parts.map((part) => part.relativePath);
    const refuse = (reason: string) => unmatched.push(...files.map((file) => ({ entry: `${owner.email}: ${file}`, reason })));
    if (!students.has(owner.email)) {
      refuse(`${owner.email} is not a student of this course.`);
      continue;
    }
    if (dryRun) {
      imported.push({ email: owner.email, name: owner.name, files, submission: null });
      continue;
    }
    try {
      const upload = { prepared: await prepareFiles(owner.parts), quotaBytes: notify.config.SUBMISSION_STORAGE_QUOTA_BYTES };
      const result = await uploadForStudents(db, notify.config, place, [owner.email], upload, user);
      imported.push({ email: owner.email, name: owner.name, files, submission: result.submission });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      refuse(messagesOf(error));
    }
  }
  return { format, applied: !dryRun, imported, unmatched };
}
