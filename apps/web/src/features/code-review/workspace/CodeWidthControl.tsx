import { ColumnWidthOutlined } from '@ant-design/icons';
import { Select, Tooltip } from 'antd';
import { charactersFor, CODE_WIDTH_CHOICES } from './reviewLayout';

/**
 * The code column's width (the codeWidth preference). Auto gives the code all the room, with comments beside it
 * only when both fit; a fixed width leaves the rest to the comments, beside the code when 300 px remain.
 */
export function CodeWidthControl({ value, zoom, onChange }: { value: number; zoom: number; onChange(width: number): void }) {
  const choices: number[] = [...CODE_WIDTH_CHOICES];
  if (!choices.includes(value)) choices.push(value); // A width chosen elsewhere (an older version) stays readable.
  return (
    <Tooltip title="Code width: Auto gives the code the room first; comments sit beside it when both fit." placement="bottom">
      <Select
        size="middle"
        aria-label="Code width"
        value={value}
        onChange={onChange}
        popupMatchSelectWidth={false}
        suffixIcon={<ColumnWidthOutlined />}
        style={{ minWidth: 104 }}
        options={choices.map((width) => ({
          value: width,
          label: width === 0 ? 'Code: auto' : `Code: ${width} px`,
          title: width === 0 ? 'Auto' : `${width} px, about ${charactersFor(width, zoom)} characters`,
        }))}
        optionRender={(option) => (option.value === 0 ? 'Auto (code first)' : `${option.value} px (about ${charactersFor(Number(option.value), zoom)} characters)`)}
      />
    </Tooltip>
  );
}
