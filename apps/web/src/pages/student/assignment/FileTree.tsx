import { Tree, theme, type TreeDataNode } from 'antd';
import { FileOutlined, FolderOutlined, HistoryOutlined } from '@ant-design/icons';
import type { StudentFile } from '@marginalia/contracts';
import { formatDueDate } from '../course/dates';

// The files of a submission as a tree of folders, each file's older versions under its current one.

export function formatSize(characters: number): string {
  if (characters < 1024) return `${characters} B`;
  if (characters < 1024 * 1024) return `${Math.round(characters / 102.4) / 10} KB`;
  return `${Math.round(characters / (1024 * 102.4)) / 10} MB`;
}

interface Folder {
  folders: Map<string, Folder>;
  files: StudentFile[];
}

function folderTree(files: readonly StudentFile[]): Folder {
  const root: Folder = { folders: new Map(), files: [] };
  for (const file of files) {
    let folder = root;
    for (const segment of (file.path ?? '').split('/').filter(Boolean)) {
      let next = folder.folders.get(segment);
      if (!next) folder.folders.set(segment, (next = { folders: new Map(), files: [] }));
      folder = next;
    }
    folder.files.push(file);
  }
  return root;
}

function Secondary({ children }: { children: string }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, marginInlineStart: token.marginXS }}>{children}</span>;
}

function fileNodes(files: StudentFile[], timeZone: string): TreeDataNode[] {
  const byName = new Map<string, StudentFile[]>();
  for (const file of files) byName.set(file.name, [...(byName.get(file.name) ?? []), file]);
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, versions]) => {
      const newestFirst = [...versions].reverse();
      const current = newestFirst.find((file) => file.isCurrent) ?? newestFirst[0]!;
      const older = newestFirst.filter((file) => file !== current);
      return {
        key: `file-${current.id}`,
        icon: <FileOutlined />,
        title: (
          <span>
            {current.name}
            <Secondary>{formatSize(current.size)}</Secondary>
          </span>
        ),
        isLeaf: older.length === 0,
        children: older.map((file) => ({
          key: `file-${file.id}`,
          icon: <HistoryOutlined />,
          isLeaf: true,
          title: (
            <span>
              Earlier version
              <Secondary>{`${formatDueDate(file.created, timeZone)} · ${formatSize(file.size)}`}</Secondary>
            </span>
          ),
        })),
      };
    });
}

function folderNodes(folder: Folder, prefix: string, timeZone: string): TreeDataNode[] {
  const folders = [...folder.folders.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, child]) => ({
      key: `folder-${prefix}${name}`,
      icon: <FolderOutlined />,
      title: name,
      children: folderNodes(child, `${prefix}${name}/`, timeZone),
    }));
  return [...folders, ...fileNodes(folder.files, timeZone)];
}

export function FileTree({ files, timeZone }: { files: readonly StudentFile[]; timeZone: string }) {
  return (
    <Tree
      aria-label="Uploaded files"
      showIcon
      selectable={false}
      defaultExpandAll
      treeData={folderNodes(folderTree(files), '', timeZone)}
    />
  );
}
