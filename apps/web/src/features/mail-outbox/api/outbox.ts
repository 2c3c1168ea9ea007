import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailOutboxItem } from '@praxis/shared';
import type { mailRouter } from '@praxis/api/mail/mail.routes';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { moduleClient, ok, okJson } from '@/lib/typed-client';

const mailApi = moduleClient<typeof mailRouter>();

export const OUTBOX_PAGE_SIZE = 25;
export type OutboxStatus = MailOutboxItem['status'];

const outboxKeys = {
  all: ['mail-outbox'] as const,
  page: (status: OutboxStatus | undefined, page: number) => ['mail-outbox', status ?? 'all', page] as const,
};

/** GET /api/admin/mail/outbox: the e-mail outbox, newest first, optionally of one status. */
export function listOutbox(status: OutboxStatus | undefined, page: number, signal?: AbortSignal) {
  return okJson(
    mailApi.admin.mail.outbox.$get(
      { query: { page: String(page), pageSize: String(OUTBOX_PAGE_SIZE), ...(status ? { status } : {}) } },
      { init: { signal } },
    ),
  );
}

export function useOutbox(status: OutboxStatus | undefined, page: number) {
  return useQuery({
    queryKey: outboxKeys.page(status, page),
    queryFn: ({ signal }) => listOutbox(status, page, signal),
    placeholderData: keepPreviousData,
    // Messages move from queued to sent as the queue works: look again while the page is open.
    refetchInterval: 15_000,
  });
}

/** POST /api/admin/mail/outbox/{id}/retry: a failed message queued again. */
export function retryMessage(id: string) {
  return ok(mailApi.admin.mail.outbox[':id'].retry.$post({ param: { id } }));
}

export function useRetryMessage() {
  return useRefreshingMutation(retryMessage, () => [outboxKeys.all]);
}
