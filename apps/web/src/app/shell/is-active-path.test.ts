import { describe, expect, it } from 'vitest';
import { isActivePath } from './is-active-path';

describe('isActivePath', () => {
  it('is active on the item path itself', () => {
    expect(isActivePath('/consultants', '/consultants')).toBe(true);
  });

  it('is active on paths under the item path', () => {
    expect(isActivePath('/consultants/42', '/consultants')).toBe(true);
    expect(isActivePath('/engagements/projects/7/team', '/engagements/projects')).toBe(true);
  });

  it('is not active on a path that merely starts with the same letters', () => {
    expect(isActivePath('/project-plan-builder-configuration', '/project-plan-builder')).toBe(false);
    expect(isActivePath('/my-internal-requests', '/my-internal-request')).toBe(false);
  });

  it('is not active on unrelated or parent paths', () => {
    expect(isActivePath('/clients', '/consultants')).toBe(false);
    expect(isActivePath('/engagements', '/engagements/projects')).toBe(false);
  });

  it('needs an exact match when the item asks for one', () => {
    expect(isActivePath('/my-internal-request/new', '/my-internal-request/new', true)).toBe(true);
    expect(isActivePath('/my-internal-request/new/draft', '/my-internal-request/new', true)).toBe(false);
    expect(isActivePath('/my-internal-request/new/draft', '/my-internal-request/new')).toBe(true);
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(isActivePath('/consultants/', '/consultants')).toBe(true);
    expect(isActivePath('/Home', '/home')).toBe(true);
    expect(isActivePath('/my-internal-request/new/', '/my-internal-request/new', true)).toBe(true);
  });
});
