import { Input } from 'antd';

interface DeadlineInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  timeZone: string;
}

/**
 * A date and time picked as wall-clock time in the course's zone (see zonedTime.ts); the value is the
 * input's "2026-10-01T23:59" text and '' for none. The zone is shown beside it, so an admin travelling
 * elsewhere is not misled.
 */
export function DeadlineInput({ id, value, onChange, disabled, timeZone }: DeadlineInputProps) {
  return (
    <Input
      id={id}
      type="datetime-local"
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      allowClear
      suffix={<span aria-hidden>{timeZone}</span>}
      style={{ maxWidth: 320 }}
    />
  );
}
