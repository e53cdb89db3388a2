import type { FilesMenuProps } from './FilesMenu';
import { lazyPart } from '../../../components/lazyPart';

// The files menu is Ant Design's Tree (with its virtual list and motion): it comes right after the code
// (components/lazyPart.tsx). The sider keeps its width meanwhile, so nothing moves when the tree arrives.
const filesMenu = lazyPart<FilesMenuProps>(() => import('./FilesMenu').then((module) => module.FilesMenu));

export function LazyFilesMenu(props: FilesMenuProps) {
  return <filesMenu.Component {...props} fallback={<div role="status" aria-label="Loading the files" style={{ minHeight: 24 * Math.min(props.entries.length, 20) }} />} />;
}
