import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { staffingApi } from './client';
import { staffingKeys } from './keys';

/** How proposing a person for a request changes the engagement's forecast and their utilisation (none: idle). */
export const useWhatIf = (requestId: string, consultantId: string | null) =>
  useQuery({
    queryKey: staffingKeys.whatIf(requestId, consultantId ?? ''),
    queryFn: ({ signal }) =>
      ok(
        staffingApi['resource-requests'][':id']['what-if'].$get(
          { param: { id: requestId }, query: { consultant_id: consultantId ?? '' } },
          { init: { signal } },
        ),
      ),
    enabled: consultantId !== null,
  });
