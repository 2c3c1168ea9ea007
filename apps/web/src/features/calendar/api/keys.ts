export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => [...calendarKeys.all, 'range', from, to] as const,
  pending: () => [...calendarKeys.all, 'pending-time-off'] as const,
  provider: () => [...calendarKeys.all, 'provider'] as const,
  feeds: () => [...calendarKeys.all, 'feeds'] as const,
};
