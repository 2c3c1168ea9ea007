import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, hasPermission, permissionsOf, ROLE_PERMISSIONS, type Permission } from './permissions.js';
import { ROLES, type Role } from './enums.js';

/** The docs/product.md §6 table, written out permission by permission: the catalogue must grant exactly this. */
const ORIGINAL: Record<string, Record<Role, boolean>> = {
  'engagements.create': { admin: true, 'Project Manager': false, employee: false },
  'engagements.update': { admin: true, 'Project Manager': false, employee: false },
  'engagements.delete': { admin: true, 'Project Manager': false, employee: false },
  'engagements.view': { admin: true, 'Project Manager': true, employee: true },
  'clients.manage': { admin: true, 'Project Manager': false, employee: false },
  'clients.view': { admin: true, 'Project Manager': true, employee: true },
  'client_contacts.manage': { admin: true, 'Project Manager': true, employee: true },
  'client_contacts.view': { admin: true, 'Project Manager': true, employee: true },
  'consultants.manage': { admin: true, 'Project Manager': false, employee: false },
  'consultants.view': { admin: true, 'Project Manager': true, employee: true },
  'work_items.create': { admin: true, 'Project Manager': true, employee: true },
  'work_items.update': { admin: true, 'Project Manager': true, employee: true },
  'work_items.delete': { admin: true, 'Project Manager': false, employee: false },
  'work_items.view': { admin: true, 'Project Manager': true, employee: true },
  'status_updates.send': { admin: true, 'Project Manager': true, employee: true },
  'status_updates.view': { admin: true, 'Project Manager': true, employee: true },
  'users.manage': { admin: true, 'Project Manager': false, employee: false },
  'roles.assign': { admin: true, 'Project Manager': false, employee: false },
  'reports.view': { admin: true, 'Project Manager': true, employee: true },
  'data.export': { admin: true, 'Project Manager': false, employee: false },
  'settings.manage': { admin: true, 'Project Manager': false, employee: false },
  golden_folders: { admin: true, 'Project Manager': true, employee: false },
};

/** docs/product.md §6 additions. */
const ADDITIONS: Record<string, Record<Role, boolean>> = {
  'profile.edit_own': { admin: true, 'Project Manager': true, employee: true },
  'timesheets.own': { admin: true, 'Project Manager': true, employee: true },
  'timesheets.approve': { admin: true, 'Project Manager': true, employee: false },
  'timesheets.view_all': { admin: true, 'Project Manager': false, employee: false },
  'resource_requests.create': { admin: true, 'Project Manager': true, employee: false },
  'resource_requests.manage': { admin: true, 'Project Manager': false, employee: false },
  'staffing.manage': { admin: true, 'Project Manager': false, employee: false },
  'recruiting.view': { admin: true, 'Project Manager': true, employee: true },
  'recruiting.candidates': { admin: true, 'Project Manager': true, employee: false },
  'onboarding.own': { admin: true, 'Project Manager': true, employee: true },
  'onboarding.manage': { admin: true, 'Project Manager': false, employee: false },
  'change_log.view': { admin: true, 'Project Manager': true, employee: true },
  'change_log.manage': { admin: true, 'Project Manager': false, employee: false },
  'calendar.admin': { admin: true, 'Project Manager': false, employee: false },
  'finance.view': { admin: true, 'Project Manager': false, employee: false },
  'notifications.own': { admin: true, 'Project Manager': true, employee: true },
  'meeting.run': { admin: true, 'Project Manager': true, employee: false },
  'recruiting.erase': { admin: true, 'Project Manager': false, employee: false },
  'data.import': { admin: true, 'Project Manager': false, employee: false },
  'meeting.view': { admin: true, 'Project Manager': true, employee: true },
  'staffing.own': { admin: true, 'Project Manager': true, employee: true },
  'mail.manage': { admin: true, 'Project Manager': false, employee: false },
  'webhooks.manage': { admin: true, 'Project Manager': false, employee: false },
};

const EXPECTED = { ...ORIGINAL, ...ADDITIONS };

describe('permission catalogue', () => {
  it('holds exactly the original permissions and the docs/product.md §6 additions', () => {
    expect([...ALL_PERMISSIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const permission of Object.keys(EXPECTED) as Permission[]) {
    for (const role of ROLES) {
      const granted = EXPECTED[permission]?.[role];
      it(`${role} ${granted ? 'has' : 'lacks'} ${permission}`, () => {
        expect(hasPermission([role], permission)).toBe(granted);
      });
    }
  }

  it('grants admin every permission', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(ALL_PERMISSIONS);
  });

  it('passes when any of several roles grants the permission', () => {
    expect(hasPermission(['employee', 'Project Manager'], 'golden_folders')).toBe(true);
    expect(hasPermission(['employee', 'admin'], 'engagements.delete')).toBe(true);
    expect(hasPermission(['employee'], 'golden_folders')).toBe(false);
    expect(hasPermission([], 'engagements.view')).toBe(false);
  });

  it('makes an employee the Project Manager set without golden_folders and the PM-only additions', () => {
    const pm = new Set(permissionsOf(['Project Manager']));
    const employee = permissionsOf(['employee']);
    expect(employee.every((permission) => pm.has(permission))).toBe(true);
    expect([...pm].filter((p) => !employee.includes(p)).sort()).toEqual(
      [
        'golden_folders',
        'meeting.run',
        'recruiting.candidates',
        'resource_requests.create',
        'timesheets.approve',
      ].sort(),
    );
  });
});
