import { webMocksProject } from './vitest.config';

// The component test files that call `vi.mock`, each in a module graph of its own (the rule is in vitest.config.ts).
export default webMocksProject;
