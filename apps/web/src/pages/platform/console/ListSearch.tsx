import type { CSSProperties } from 'react';
import { Input } from 'antd';
import type { ServerList } from './useServerList';

/** The search box of a list the server searches: shows what is typed at once, the list follows when typing pauses. */
export function ListSearch<K extends string>({ list, label, placeholder, style }: { list: ServerList<K>; label: string; placeholder: string; style?: CSSProperties }) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={list.searchText}
      onChange={(event) => list.setSearchText(event.target.value)}
      style={style}
    />
  );
}
