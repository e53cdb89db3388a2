import { stripAnsi } from './ansi';

// A Jupyter notebook (.ipynb, nbformat 4 and the cell shapes of 3) read into what the view draws. Anything not
// understood is skipped rather than failing the whole notebook; only text that is not a JSON notebook fails.

export type NotebookOutput =
  | { kind: 'text'; text: string }
  | { kind: 'image'; src: string }
  | { kind: 'html'; html: string }
  | { kind: 'error'; text: string };

export interface NotebookCell {
  type: 'markdown' | 'code' | 'raw';
  source: string;
  executionCount: number | null;
  outputs: NotebookOutput[];
}

export interface Notebook {
  language: string | undefined;
  cells: NotebookCell[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Notebook text fields are a string or a list of lines that already end with their newlines. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((part): part is string => typeof part === 'string').join('');
  return '';
}

function outputOf(raw: unknown): NotebookOutput | null {
  if (!isObject(raw)) return null;
  switch (raw.output_type) {
    case 'stream':
      return { kind: 'text', text: stripAnsi(joined(raw.text)) };
    case 'error': {
      const traceback = Array.isArray(raw.traceback) ? raw.traceback.filter((line): line is string => typeof line === 'string').join('\n') : '';
      return { kind: 'error', text: stripAnsi(traceback || `${String(raw.ename ?? 'Error')}: ${String(raw.evalue ?? '')}`) };
    }
    case 'execute_result':
    case 'display_data':
    case 'pyout': {
      const data = isObject(raw.data) ? raw.data : raw;
      for (const type of ['image/png', 'image/jpeg'] as const) {
        const image = joined(data[type]).replace(/\s+/g, '');
        if (image) return { kind: 'image', src: `data:${type};base64,${image}` };
      }
      const html = joined(data['text/html']);
      if (html) return { kind: 'html', html };
      const text = joined(data['text/plain'] ?? data.text);
      return text ? { kind: 'text', text: stripAnsi(text) } : null;
    }
    default:
      return null;
  }
}

function cellOf(raw: unknown): NotebookCell | null {
  if (!isObject(raw)) return null;
  const type = raw.cell_type === 'markdown' || raw.cell_type === 'code' ? raw.cell_type : raw.cell_type === 'heading' ? 'markdown' : 'raw';
  const source = joined(raw.source ?? raw.input);
  const outputs = type === 'code' && Array.isArray(raw.outputs) ? raw.outputs.map(outputOf).filter((output) => output !== null) : [];
  const count = raw.execution_count ?? raw.prompt_number;
  return { type, source, executionCount: typeof count === 'number' ? count : null, outputs };
}

/** The notebook in a file's code, or null when it is not a notebook's JSON. */
export function parseNotebook(code: string): Notebook | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(code);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  // nbformat 3 keeps its cells in worksheets.
  const rawCells = Array.isArray(parsed.cells)
    ? parsed.cells
    : Array.isArray(parsed.worksheets) && isObject(parsed.worksheets[0]) && Array.isArray(parsed.worksheets[0].cells)
      ? parsed.worksheets[0].cells
      : null;
  if (!rawCells) return null;
  const metadata = isObject(parsed.metadata) ? parsed.metadata : {};
  const languageInfo = isObject(metadata.language_info) ? metadata.language_info : {};
  const kernel = isObject(metadata.kernelspec) ? metadata.kernelspec : {};
  const language = typeof languageInfo.name === 'string' ? languageInfo.name : typeof kernel.language === 'string' ? kernel.language : undefined;
  // Cells keep their index even if one is unreadable: comments address cells by index.
  const cells = rawCells.map((cell) => cellOf(cell) ?? { type: 'raw' as const, source: '', executionCount: null, outputs: [] });
  return { language, cells };
}
