import { useMemo } from 'react';
import { Select } from 'antd';
import { timeZoneChoices, timeZoneMatches } from './timeZones';

interface TimeZoneSelectProps {
  id?: string;
  value?: string;
  onChange?: (zone: string) => void;
  disabled?: boolean;
}

/** A searchable picker of IANA time zones; used as a form control (Form.Item passes id, value, onChange). */
export function TimeZoneSelect({ id, value, onChange, disabled }: TimeZoneSelectProps) {
  const options = useMemo(() => timeZoneChoices(value).map((zone) => ({ value: zone, label: zone })), [value]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      showSearch={{ filterOption: (search, option) => timeZoneMatches(String(option?.value ?? ''), search) }}
      placeholder="Search a time zone"
    />
  );
}
