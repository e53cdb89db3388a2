import { toCsv, type LmsRosterFormat } from '@marginalia/contracts';
import { downloadName } from './file-names';
import type { CourseGradebook, CsvExport } from './grade-csv';
import type { CourseStudentRow } from './queries';

// The course's grades in the CSV shape each LMS's gradebook import reads (docs/LMS-FILES.md), written from the
// same gradebook as Marginalia's own export, so a grade blank there (not graded yet) is blank here too and
// leaves the LMS's cell as it is. Marginalia knows its students by e-mail only: each shape carries the e-mail,
// or its part before "@" where the LMS asks for a username. No totals: each LMS computes its own.

type Cell = string | number | null;

/** The part of an e-mail before "@", which is the username at most schools whose LMS has usernames. */
const usernameOf = (student: CourseStudentRow) => student.email.slice(0, student.email.lastIndexOf('@'));

function canvas(book: CourseGradebook): { header: string[]; rows: Cell[][] } {
  // Columns Student (or ID or SIS User ID), SIS Login ID and Section are required; an assignment column whose
  // header has no Canvas id in parentheses becomes a new assignment, with the points of the "Points Possible" line.
  const header = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', ...book.assignments.map((assignment) => assignment.name)];
  const pointsPossible: Cell[] = ['Points Possible', '', '', '', '', ...book.assignments.map((assignment) => assignment.points)];
  const rows = book.students.map((student): Cell[] => ['', '', '', student.email, student.section, ...book.gradesOf(student)]);
  return { header, rows: [pointsPossible, ...rows] };
}

function moodle(book: CourseGradebook): { header: string[]; rows: Cell[][] } {
  // Mapped on import: "Email address" to the user's e-mail, each other column to a grade item.
  const header = ['Email address', ...book.assignments.map((assignment) => assignment.name)];
  return { header, rows: book.students.map((student) => [student.email, ...book.gradesOf(student)]) };
}

function blackboard(book: CourseGradebook): { header: string[]; rows: Cell[][] } {
  // The Grade Center matches rows by Username; a column without the "|id" of an existing one is added as new.
  const header = ['Last Name', 'First Name', 'Username', 'Student ID', ...book.assignments.map((assignment) => `${assignment.name} [Total Pts: ${assignment.points} Score]`)];
  return { header, rows: book.students.map((student) => ['', '', usernameOf(student), '', ...book.gradesOf(student)]) };
}

function brightspace(book: CourseGradebook): { header: string[]; rows: Cell[][] } {
  // Rows matched by OrgDefinedId or Username; "<item> Points Grade" names the grade item (its MaxPoints lets the
  // import create an item that does not exist yet); every row ends with the End-of-Line Indicator "#".
  const items = book.assignments.map((assignment) => `${assignment.name} Points Grade <Numeric MaxPoints:${assignment.points}>`);
  const header = ['OrgDefinedId', 'Username', ...items, 'End-of-Line Indicator'];
  return { header, rows: book.students.map((student) => ['', usernameOf(student), ...book.gradesOf(student), '#']) };
}

const SHAPES: Record<LmsRosterFormat, (book: CourseGradebook) => { header: string[]; rows: Cell[][] }> = { canvas, moodle, blackboard, brightspace };

export function lmsGradebookCsv(book: CourseGradebook, format: LmsRosterFormat): CsvExport {
  const { header, rows } = SHAPES[format](book);
  return { fileName: downloadName([book.courseName, 'grades', format], 'csv'), body: `\uFEFF${toCsv(header, rows)}` };
}
