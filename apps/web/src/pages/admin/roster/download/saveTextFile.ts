import { saveBlob } from '../../../../api/exports';

/**
 * Hands text to the browser as a file download. The BOM makes spreadsheet programs read the file as UTF-8,
 * so accented names survive a double-click open.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
