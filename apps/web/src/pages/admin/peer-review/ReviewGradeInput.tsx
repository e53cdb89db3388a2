import { useState } from 'react';
import { Button, Flex, InputNumber } from 'antd';
import { GRADING_TEXTS as TEXTS } from './gradingTexts';

interface ReviewGradeInputProps {
  label: string;
  grade: number | null;
  saving: boolean;
  readOnly: boolean;
  onSave: (grade: number | null) => void;
}

/** One review's grade (0 to 100): typed, then saved with its row's own button; "Clear" removes a saved grade. */
export function ReviewGradeInput({ label, grade, saving, readOnly, onSave }: ReviewGradeInputProps) {
  const [value, setValue] = useState<number | null>(grade);
  const changed = value !== grade;
  return (
    <Flex gap={4} wrap={false} align="center">
      <InputNumber<number>
        aria-label={label}
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(next) => setValue(next)}
        disabled={readOnly}
        size="small"
        style={{ width: 72 }}
      />
      <Button size="small" onClick={() => onSave(value)} disabled={readOnly || !changed || saving} loading={saving && changed} aria-label={`${TEXTS.save}: ${label}`}>
        {TEXTS.save}
      </Button>
      {grade !== null && (
        <Button
          size="small"
          type="text"
          onClick={() => {
            setValue(null);
            onSave(null);
          }}
          disabled={readOnly || saving}
          aria-label={`${TEXTS.clear}: ${label}`}
        >
          {TEXTS.clear}
        </Button>
      )}
    </Flex>
  );
}
