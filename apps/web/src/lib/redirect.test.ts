import { describe, expect, it } from 'vitest';
import { readLoginState, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/engagements/projects')).toBe('/engagements/projects');
    expect(safeRedirectPath('/consultants?skill=sap&page=2#top')).toBe('/consultants?skill=sap&page=2#top');
  });

  it('accepts a location object from navigation state', () => {
    expect(safeRedirectPath({ pathname: '/clients/7', search: '?tab=contacts', hash: '' })).toBe(
      '/clients/7?tab=contacts',
    );
  });

  it('falls back to /home when there is nothing to return to', () => {
    expect(safeRedirectPath(undefined)).toBe('/home');
    expect(safeRedirectPath(null)).toBe('/home');
    expect(safeRedirectPath('')).toBe('/home');
    expect(safeRedirectPath({ from: '/x' })).toBe('/home');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash later in the path', '/a\\b'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'home'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/home\n'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
  ])('refuses %s', (_, target) => {
    expect(safeRedirectPath(target)).toBe('/home');
  });

  it('never returns to the sign-in pages, which would loop', () => {
    expect(safeRedirectPath('/login')).toBe('/home');
    expect(safeRedirectPath('/auth/callback?from=/x')).toBe('/home');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/consultants')).toBe('/consultants');
  });
});

describe('readLoginState', () => {
  it('defaults to sign in', () => {
    expect(readLoginState(undefined)).toEqual({ isLogin: true, from: undefined });
    expect(readLoginState({ isLogin: 'no' }).isLogin).toBe(true);
  });

  it('switches to sign up only for isLogin false', () => {
    expect(readLoginState({ isLogin: false, from: '/gantt' })).toEqual({ isLogin: false, from: '/gantt' });
  });
});
