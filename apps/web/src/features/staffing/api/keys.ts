/** Query keys of the staffing area: every mutation invalidates `staffingKeys.all`. */
export const staffingKeys = {
  all: ['staffing'] as const,
  requests: (params: object) => ['staffing', 'requests', params] as const,
  request: (id: string) => ['staffing', 'request', id] as const,
  history: (id: string) => ['staffing', 'request', id, 'history'] as const,
  candidates: (id: string, qualifiedOnly = false) =>
    ['staffing', 'request', id, 'candidates', qualifiedOnly ? 'qualified' : 'all'] as const,
  whatIf: (id: string, consultantId: string) => ['staffing', 'request', id, 'what-if', consultantId] as const,
  queue: ['staffing', 'queue'] as const,
  board: (params: object) => ['staffing', 'board', params] as const,
  settings: ['staffing', 'settings'] as const,
  options: (kind: string, q?: string) => ['staffing', 'options', kind, q ?? ''] as const,
};
