import type { ApiOperation } from './operation';

/** GET /api/openapi.json (api/openapi.ts). */
export const documentOperations: ApiOperation[] = [];
