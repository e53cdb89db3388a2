import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Badge, Flex, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { FileOutlined, FolderOutlined, HistoryOutlined } from '@ant-design/icons';
import type { File } from '@marginalia/contracts';
import type { FileEntry } from '../model/types';
import { buildFileTree, fileIdOfKey, fileKey, expandableKeys, versionOwnerKey, type FileTreeNode } from './fileTree';
import { formatDateTime } from '../../../format/dateTime';

export interface FilesMenuProps {
  entries: FileEntry[];
  selectedFileId: number;
  commentCounts: Map<number, number>;
  onSelect(fileId: number): void;
  /** The course's time zone, in which versions' dates show. */
  timeZone?: string;
}


function FileTitle({ label, count, full }: { label: string; count: number; full: string }) {
  const { token } = theme.useToken();
  return (
    // Inline, so that antd keeps the node's icon on the same line as its title.
    <Flex align="center" gap={token.marginXS} style={{ display: 'inline-flex', width: 'calc(100% - 24px)', minWidth: 0, verticalAlign: 'top' }}>
      <Typography.Text ellipsis={{ tooltip: false }} title={full} style={{ flex: 1, minWidth: 0, fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      {count > 0 && (
        <Badge
          count={count}
          size="small"
          color={token.colorPrimary}
          aria-label={`${count} comment${count === 1 ? '' : 's'}`}
          title={`${count} comment${count === 1 ? '' : 's'}`}
        />
      )}
    </Flex>
  );
}

function fullPath(file: File): string {
  return file.path ? `${file.path.replace(/\/+$/, '')}/${file.name}` : file.name;
}

function toDataNode(node: FileTreeNode, counts: Map<number, number>, timeZone: string | undefined): DataNode {
  if (node.kind === 'folder') {
    return {
      key: node.key,
      title: <FileTitle label={node.name} count={0} full={node.name} />,
      icon: <FolderOutlined />,
      selectable: false,
      children: node.children.map((child) => toDataNode(child, counts, timeZone)),
    };
  }
  const versions: DataNode[] = node.versions.map((version) => {
    const label = `Version of ${formatDateTime(version.created, timeZone)}`;
    return {
      key: fileKey(version.id),
      title: <FileTitle label={label} count={counts.get(version.id) ?? 0} full={`${fullPath(version)}, ${label}`} />,
      icon: <HistoryOutlined />,
      isLeaf: true,
    };
  });
  return {
    key: node.key,
    title: <FileTitle label={node.file.name} count={counts.get(node.file.id) ?? 0} full={fullPath(node.file)} />,
    icon: <FileOutlined />,
    isLeaf: versions.length === 0,
    children: versions.length > 0 ? versions : undefined,
  };
}

/**
 * The files of a submission as a tree by folder, each with its comment count; a file's older versions sit under
 * it, newest first, and open read-only. antd's Tree brings the keyboard: arrows move and open, Enter selects.
 */
export function FilesMenu({ entries, selectedFileId, commentCounts, onSelect, timeZone }: FilesMenuProps): ReactNode {
  const nodes = useMemo(() => buildFileTree(entries), [entries]);
  const treeData = useMemo(() => nodes.map((node) => toDataNode(node, commentCounts, timeZone)), [nodes, commentCounts, timeZone]);
  // Everything starts open; what the user folds stays folded, whatever files arrive later.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(() => new Set());
  // An older version selected (here or from elsewhere on the page) keeps its file open, so the selection shows.
  const owner = versionOwnerKey(nodes, selectedFileId);
  const expandedKeys = expandableKeys(nodes).filter((key) => key === owner || !collapsed.has(key));

  if (entries.length === 0) return <Typography.Text type="secondary">No files.</Typography.Text>;
  return (
    <Tree
      aria-label="Files"
      showIcon
      blockNode
      treeData={treeData}
      selectedKeys={[fileKey(selectedFileId)]}
      expandedKeys={expandedKeys}
      onExpand={(_keys, info) =>
        setCollapsed((previous) => {
          const next = new Set(previous);
          if (info.expanded) next.delete(info.node.key);
          else next.add(info.node.key);
          return next;
        })
      }
      onSelect={(_keys, info) => {
        const id = fileIdOfKey(String(info.node.key));
        if (id !== null && id !== selectedFileId) onSelect(id);
      }}
    />
  );
}

