import type { Role } from './enums.js';

/**
 * The one permission catalogue, read by the API (authority) and the web (hiding what cannot be done).
 * The first block is the vocabulary and role matrix of docs/product.md §6; the second the additions of
 * docs/product.md §6. Each permission documents itself.
 */
export const PERMISSIONS = {
  // — docs/product.md §6 —
  'engagements.create': 'Create engagements',
  'engagements.update': 'Update engagements and their team',
  'engagements.delete': 'Delete engagements',
  'engagements.view': 'View engagements',
  'clients.manage': 'Create, update and delete clients',
  'clients.view': 'View clients',
  'client_contacts.manage': 'Create, update and delete client contacts',
  'client_contacts.view': 'View client contacts',
  'consultants.manage': "Create consultants and edit anyone's profile",
  'consultants.view': 'View consultants',
  'work_items.create': 'Create work items',
  'work_items.update': 'Update work items (own items; any with work_items.delete)',
  'work_items.delete': 'Delete work items',
  'work_items.view': 'View work items',
  'status_updates.send': 'Send status updates',
  'status_updates.view': 'View status updates',
  'users.manage': 'Manage users and the admin whitelist',
  'roles.assign': "Assign users' primary and additional roles",
  'reports.view': 'View reports and the command center',
  'data.export': 'Export data',
  'settings.manage': 'Manage settings and catalogues',
  golden_folders: 'Open golden folders',
  // — docs/product.md §6 —
  'profile.edit_own': 'Edit one’s own consultant profile and its sub-collections',
  'timesheets.own': 'Keep and submit one’s own timesheets',
  'timesheets.approve': 'Approve or reject weeks (admin: all; Project Manager: own engagements)',
  'timesheets.view_all': 'See every timesheet and export them',
  'resource_requests.create': 'Create resource requests and see one’s own',
  'resource_requests.manage': 'Review, staff and close resource requests',
  'staffing.manage': 'Use the staffing board and staffing queue',
  'recruiting.view': 'See open positions and refer candidates',
  'recruiting.candidates': 'See candidate details (personal data)',
  'onboarding.own': 'Complete one’s own onboarding form',
  'onboarding.manage': 'See and manage all onboarding',
  'change_log.view': 'Read the change log',
  'change_log.manage': 'Write the change log',
  'calendar.admin': 'Use the admin calendar',
  'finance.view': 'See money figures (rates, revenue)',
  'notifications.own': 'See and change one’s own notifications',
  'meeting.run': 'Run the Monday meeting: write its notes and capture decisions',
  'recruiting.erase': 'Erase a candidate’s personal data (audited)',
  'data.import': 'Import consultants, clients and contacts from spreadsheets',
  'meeting.view': 'Open the Monday meeting and read its agenda (money figures only with finance.view)',
  'staffing.own': 'See the resource requests one is proposed for or staffed through',
  'mail.manage': 'See the e-mail outbox and send failed messages again',
  'webhooks.manage': 'Register webhook endpoints, see their deliveries and redeliver (admin)',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

const EMPLOYEE: readonly Permission[] = [
  // docs/product.md §6
  'engagements.view',
  'clients.view',
  'client_contacts.view',
  'consultants.view',
  'client_contacts.manage',
  'work_items.create',
  'work_items.update',
  'work_items.view',
  'status_updates.view',
  'status_updates.send',
  'reports.view',
  // docs/product.md §6
  'profile.edit_own',
  'timesheets.own',
  'recruiting.view',
  'onboarding.own',
  'change_log.view',
  'notifications.own',
  'meeting.view',
  'staffing.own',
];

const PROJECT_MANAGER: readonly Permission[] = [
  ...EMPLOYEE,
  'golden_folders',
  'resource_requests.create',
  'timesheets.approve',
  'recruiting.candidates',
  'meeting.run',
];

/** Role → granted permissions. admin holds every permission. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ALL_PERMISSIONS,
  'Project Manager': PROJECT_MANAGER,
  employee: EMPLOYEE,
};

/** A check passes if the primary role or any additional role grants the permission (docs/product.md §6). */
export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

export function permissionsOf(roles: readonly Role[]): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => hasPermission(roles, permission));
}

export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
