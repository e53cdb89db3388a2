export { configureApi, apiConfig, type ApiConfig } from './config';
export { ApiError, NetworkError, ShapeError } from './errors';
export { send, withQuery, type Query } from './http';
export { checkShape } from './shape';
export { logError, describeError } from './logReports';
export { sendExpecting, type CallOptions } from './expectStatus';
export {
  bulkRead,
  createResource,
  deleteResource,
  listAll,
  listResource,
  patchNested,
  postNested,
  readNested,
  readResource,
  resourcePath,
  updateResource,
  type ResourceId,
} from './resources';
export { fetchCurrentUser, obtainToken, refreshToken } from './auth';
export type { CallResult } from './callResult';
export { createQueryClient } from './queryClient';
