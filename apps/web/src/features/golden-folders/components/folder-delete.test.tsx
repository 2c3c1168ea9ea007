import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoldenFolder } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const folder = (id: string, name: string, parent: string | null): GoldenFolder => ({
  id,
  parent_id: parent,
  name,
  description: null,
  engagement_type: null,
  topic: null,
  owner_id: null,
  owner_name: null,
  last_reviewed_on: '2026-11-01',
  is_stale: false,
  item_count: 0,
  child_count: 0,
  version: 4,
  updated_at: '2026-11-01T09:00:00.000Z',
});
const ROOT = folder('0b6f0e35-8a3e-4a39-9d43-0c4d2b9b0a01', 'Project kit', null);
const CHILD = folder('0b6f0e35-8a3e-4a39-9d43-0c4d2b9b0a02', 'Old templates', ROOT.id);

describe('deleting a golden folder', () => {
  it('asks first, then deletes with If-Match and returns to the parent folder', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        [`GET /api/golden-folders/${CHILD.id}`]: () =>
          json({ folder: CHILD, path: [{ id: ROOT.id, name: ROOT.name }], children: [], items: [] }),
        [`GET /api/golden-folders/${ROOT.id}`]: () => json({ folder: ROOT, path: [], children: [], items: [] }),
        [`DELETE /api/golden-folders/${CHILD.id}`]: () => new Response(null, { status: 204 }),
      },
    });
    const { user } = renderApp(`/golden-folders?folder=${CHILD.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Delete Old templates' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Old templates?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo(`DELETE /api/golden-folders/${CHILD.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old templates' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Project kit' })).toBeInTheDocument();
    const [sent] = api.requestsTo(`DELETE /api/golden-folders/${CHILD.id}`);
    expect(sent?.headers['if-match']).toBe('"4"');
  });
});
