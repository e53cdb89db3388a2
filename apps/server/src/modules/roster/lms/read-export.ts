import { LMS_NAMES, LMS_ROSTER_FORMATS, type LmsRosterFormat } from '@marginalia/contracts';
import { badRequest } from '../../../http/errors';
import { Columns } from './columns';
import { readCsvRecords } from './csv-records';
import { DETECTION_ORDER, LMS_FORMATS, type LmsRosterRow } from './formats';

export interface LmsRoster {
  format: LmsRosterFormat;
  rows: LmsRosterRow[];
}

const MAX_ROWS = 20_000;

const NOT_RECOGNISED = `This file is not a roster export Marginalia can read: its first row should be the column names of a ${LMS_ROSTER_FORMATS.map((format) => LMS_NAMES[format]).join(', ').replace(/, ([^,]*)$/, ' or $1')} export.`;

/**
 * An LMS export's rows as roster rows. `lms` lets the header row say which export it is; a named format
 * must have that export's header. A file that is neither is refused as a whole (400 under `file`).
 */
export function readLmsRoster(requested: LmsRosterFormat | 'lms', text: string): LmsRoster {
  const [header, ...records] = readCsvRecords(text);
  const columns = new Columns(header?.cells ?? []);
  const format = requested === 'lms' ? DETECTION_ORDER.find((candidate) => LMS_FORMATS[candidate].recognises(columns)) : requested;
  if (!format) throw badRequest(NOT_RECOGNISED, 'file');
  const definition = LMS_FORMATS[format];
  if (!definition.recognises(columns)) throw badRequest(`This is not ${definition.expected}.`, 'file');
  const rows = records.filter((record) => !definition.skips(columns, record)).map((record) => ({ line: record.line, ...definition.read(columns, record) }));
  if (rows.length === 0) throw badRequest('The export has no people in it.', 'file');
  if (rows.length > MAX_ROWS) throw badRequest(`At most ${MAX_ROWS.toLocaleString('en-US')} people can be imported at once; this export has ${rows.length.toLocaleString('en-US')}.`, 'file');
  return { format, rows };
}
