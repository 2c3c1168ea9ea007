import { describe, expect, it, vi } from 'vitest';
import { combineRoles, mapAdditionalRoles, resolvePrimaryRole } from './roles.js';

const silentLog = () => ({ warn: vi.fn() });

describe('primary role resolution (docs/product.md §6)', () => {
  it('uses the role function when it answers a valid role', async () => {
    const log = silentLog();
    expect(await resolvePrimaryRole(async () => 'Project Manager', 'employee', log)).toBe('Project Manager');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("falls back to the consultant's role and reports 'Failed to fetch user role' when the function fails", async () => {
    const log = silentLog();
    const role = await resolvePrimaryRole(
      async () => {
        throw new Error('function missing');
      },
      'admin',
      log,
    );
    expect(role).toBe('admin');
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'Failed to fetch user role');
  });

  it('falls back to employee when the function fails and there is no consultant role', async () => {
    const failing = async () => {
      throw new Error('down');
    };
    expect(await resolvePrimaryRole(failing, null, silentLog())).toBe('employee');
    expect(await resolvePrimaryRole(failing, 'superuser', silentLog())).toBe('employee');
  });

  it('treats an unknown answer from the function like no answer', async () => {
    expect(await resolvePrimaryRole(async () => 'CEO', 'Project Manager', silentLog())).toBe('Project Manager');
    expect(await resolvePrimaryRole(async () => null, undefined, silentLog())).toBe('employee');
  });
});

describe('additional roles', () => {
  it('maps the record name Admin to admin and drops unknown names and duplicates', () => {
    expect(mapAdditionalRoles(['Admin', 'admin', 'Project Manager', 'Janitor'])).toEqual(['admin', 'Project Manager']);
  });

  it('lists the primary role first without repeating it', () => {
    expect(combineRoles('employee', ['Project Manager', 'employee'])).toEqual(['employee', 'Project Manager']);
  });
});
