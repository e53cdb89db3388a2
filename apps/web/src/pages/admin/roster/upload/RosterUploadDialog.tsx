import { useState } from 'react';
import { Modal, Steps } from 'antd';
import type { RosterImportResult } from '@marginalia/contracts';
import type { ParsedRoster } from '../csv/parseRosterFile';
import { ChooseRosterStep, EMPTY_SOURCE, type RosterSource } from './ChooseRosterStep';
import { ImportDoneStep } from './ImportDoneStep';
import { draftRowsFrom, type DraftRow } from './importPreview';
import { PreviewRosterStep } from './PreviewRosterStep';

type Step = 'choose' | 'review' | 'done';
const STEP_INDEX: Record<Step, number> = { choose: 0, review: 1, done: 2 };

/** "Upload roster": choose a file or paste a list, review every row with the server's verdict, import. */
export function RosterUploadDialog({ courseId, emailNewUsers, open, onClose }: { courseId: number; emailNewUsers: boolean; open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>('choose');
  const [source, setSource] = useState<RosterSource>(EMPTY_SOURCE);
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [imported, setImported] = useState<RosterImportResult | null>(null);

  function close() {
    setStep('choose');
    setSource(EMPTY_SOURCE);
    setRows([]);
    setImported(null);
    onClose();
  }

  function read(parsed: ParsedRoster) {
    setRows(draftRowsFrom(parsed.rows));
    setStep('review');
  }

  const sourceName = source.tab === 'file' && source.file ? source.file.name : 'Pasted list';

  return (
    <Modal open={open} title="Upload roster" footer={null} onCancel={close} width={1000} destroyOnHidden mask={{ closable: false }}>
      <Steps
        size="small"
        current={STEP_INDEX[step]}
        status={step === 'done' ? 'finish' : 'process'}
        items={[{ title: 'Choose' }, { title: 'Review' }, { title: 'Done' }]}
        style={{ marginBottom: 16 }}
      />
      {step === 'choose' && <ChooseRosterStep courseId={courseId} source={source} onChange={setSource} onRead={read} onCancel={close} />}
      {step === 'review' && (
        <PreviewRosterStep
          courseId={courseId}
          emailNewUsers={emailNewUsers}
          rows={rows}
          onRowsChange={setRows}
          replace={source.replace}
          sourceName={sourceName}
          onBack={() => setStep('choose')}
          onImported={(result) => {
            setImported(result);
            setStep('done');
          }}
        />
      )}
      {step === 'done' && imported && <ImportDoneStep result={imported} onClose={close} />}
    </Modal>
  );
}
