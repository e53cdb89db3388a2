import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { importRoster } from '../../../../api/roster';
import { importRequestRows, type DraftRow, type JudgedImport } from './importPreview';

/**
 * The server's dry run on the current rows, re-asked whenever they change (an edit, a removal, the replace
 * option). The previous verdict stays on screen meanwhile; it carries the ids it judged, so it is only
 * ever matched to rows it actually saw.
 */
export function useImportPreview(courseId: number, rows: readonly DraftRow[], replace: boolean) {
  return useQuery({
    // Ids change whenever a row's content does, so they identify the rows without hashing every cell.
    queryKey: ['rosterImportPreview', courseId, replace, rows.map((row) => row.id).join(',')],
    queryFn: async (): Promise<JudgedImport> => ({
      rowIds: rows.map((row) => row.id),
      result: await importRoster(courseId, { rows: importRequestRows(rows), replace, dryRun: true }, { quiet: true }),
    }),
    enabled: rows.length > 0,
    placeholderData: keepPreviousData,
    // A verdict describes the roster at the time it was asked; never serve an old one for a new upload.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
