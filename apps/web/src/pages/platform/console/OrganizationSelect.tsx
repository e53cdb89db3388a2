import { useState, type CSSProperties } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchOrganizations, platformConsoleQueryKeys, type ListParams } from '../../../api/platformConsole';
import { organizationName } from '../../../format/organizationName';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from './useServerList';

// Picks one organization, or none for "all organizations". A server may hold hundreds, so the options are the
// organizations list itself, searched on the server as the admin types (the first 50 by name).

const OPTION_COUNT = 50;

interface OrganizationSelectProps {
  value: number | undefined;
  onChange(value: number | undefined): void;
  /** The label of "no organization chosen". */
  allLabel?: string;
  style?: CSSProperties;
}

export function OrganizationSelect({ value, onChange, allLabel = 'All organizations', style }: OrganizationSelectProps) {
  const [typed, setTyped] = useState('');
  // The chosen one stays named when a later search leaves it out of the options.
  const [chosenLabel, setChosenLabel] = useState<{ value: number; label: string } | null>(null);
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const params: ListParams = { search: search || undefined, sort: 'name', order: 'ascend', page: 1, pageSize: OPTION_COUNT };
  const organizations = useQuery({
    queryKey: platformConsoleQueryKeys.organizations(params),
    queryFn: () => fetchOrganizations(params),
    placeholderData: keepPreviousData,
  });
  const options = (organizations.data?.results ?? []).map((organization) => ({
    value: organization.id,
    label: organizationName(organization),
  }));
  if (value !== undefined && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: chosenLabel?.value === value ? chosenLabel.label : `Organization ${value}` });
  }
  return (
    <Select<number>
      aria-label="Organization"
      placeholder={allLabel}
      allowClear
      value={value}
      options={options}
      loading={organizations.isFetching}
      notFoundContent={organizations.isPending ? 'Loading…' : 'No organization matches.'}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onChange={(chosen, option) => {
        setTyped('');
        if (chosen !== undefined && option && !Array.isArray(option)) setChosenLabel({ value: chosen, label: String(option.label) });
        onChange(chosen ?? undefined);
      }}
      style={{ minWidth: 220, ...style }}
    />
  );
}
