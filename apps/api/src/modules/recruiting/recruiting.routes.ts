import { createRouter } from '../../lib/openapi.js';
import { candidateFilesRouter } from './candidate-files.routes.js';
import { candidatesRouter } from './candidates.routes.js';
import { insightsRouter } from './insights.routes.js';
import { positionsRouter } from './positions.routes.js';

export const recruitingRouter = createRouter()
  .route('/', positionsRouter)
  .route('/', candidatesRouter)
  .route('/', candidateFilesRouter)
  .route('/', insightsRouter);
