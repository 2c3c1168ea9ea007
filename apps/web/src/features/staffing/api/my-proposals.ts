import { useQuery } from '@tanstack/react-query';
import type { myProposalsRouter } from '@praxis/api/staffing/my-proposals.routes';
import { moduleClient, ok } from '@/lib/typed-client';
import { staffingKeys } from './keys';

const myProposalsApi = moduleClient<typeof myProposalsRouter>()['staffing-proposals'];

/** GET /api/staffing-proposals/mine: the requests the caller is proposed for or staffed through. */
export const useMyProposals = () =>
  useQuery({
    queryKey: [...staffingKeys.all, 'mine-as-proposed'],
    queryFn: ({ signal }) => ok(myProposalsApi.mine.$get(undefined, { init: { signal } })),
  });
