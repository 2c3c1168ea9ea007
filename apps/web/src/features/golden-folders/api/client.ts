import type { goldenFoldersRouter } from '@praxis/api/golden-folders/golden-folders.routes';
import type { goldenItemsRouter } from '@praxis/api/golden-folders/golden-items.routes';
import { moduleClient } from '@/lib/typed-client';

/** The golden-folders module's typed clients (Hono RPC, decision 012): folders, and their documents and links. */
export const foldersApi = moduleClient<typeof goldenFoldersRouter>();
export const itemsApi = moduleClient<typeof goldenItemsRouter>();
