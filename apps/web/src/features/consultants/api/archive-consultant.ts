import type { Consultant, ConsultantArchive } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

type Versioned = Pick<Consultant, 'id' | 'version'>;

/** POST /api/consultants/{id}/archive (consultants.manage): a leaver, with their last day. */
export function archiveConsultant({ consultant, input }: { consultant: Versioned; input: ConsultantArchive }) {
  return ok(
    consultantsApi.consultants[':id'].archive.$post({
      param: { id: consultant.id },
      json: input,
      header: ifMatch(consultant.version),
    }),
  );
}

/** POST /api/consultants/{id}/restore (consultants.manage): back in the directory, account re-activated. */
export function restoreConsultant(consultant: Versioned) {
  return ok(
    consultantsApi.consultants[':id'].restore.$post({
      param: { id: consultant.id },
      header: ifMatch(consultant.version),
    }),
  );
}

/** Either way the directory, the pickers and the profile change: every consultant query is read again. */
const everyConsultantQuery = () => [consultantKeys.all];

export function useArchiveConsultant() {
  return useRefreshingMutation(archiveConsultant, everyConsultantQuery, { when: 'settled' });
}

export function useRestoreConsultant() {
  return useRefreshingMutation(restoreConsultant, everyConsultantQuery, { when: 'settled' });
}
