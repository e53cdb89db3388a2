import { useState, type ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';

interface SubmissionTableProps {
  label: string;
  rows: readonly SubmissionOverviewRow[];
  columns: TableColumnsType<SubmissionOverviewRow>;
  empty: ReactNode;
  /** Changing it sends the table back to its first page (new filters, new search). */
  resetKey?: string;
}

/** A table of submissions: sticky header, sortable columns, pages sized by the user's preference. */
export function SubmissionTable({ label, rows, columns, empty, resetKey }: SubmissionTableProps) {
  const { defaultPageSize } = usePreferences();
  const preferences = usePreferencesStore();
  const [page, setPage] = useState({ number: 1, resetKey });
  // A new filter starts from page 1; derived during render rather than in an effect.
  const current = page.resetKey === resetKey ? page.number : 1;

  return (
    <section aria-label={label}>
    <Table<SubmissionOverviewRow>
      size="small"
      rowKey="id"
      sticky
      columns={columns}
      dataSource={rows as SubmissionOverviewRow[]}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current,
        pageSize: defaultPageSize,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        hideOnSinglePage: false,
        onChange: (nextPage, nextSize) => {
          if (nextSize !== defaultPageSize) {
            preferences.set('defaultPageSize', nextSize);
            setPage({ number: 1, resetKey });
          } else {
            setPage({ number: nextPage, resetKey });
          }
        },
      }}
    />
    </section>
  );
}
