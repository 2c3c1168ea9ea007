import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { TOAST_MIN_TOP, toastTopOffset, useToastTopOffset } from '@/lib/page-actions-clearance';

const boxAt = (top: number, height: number) => ({ top, bottom: top + height }) as DOMRect;

describe('the toasts’ top offset', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps toasts below the page header’s actions, so they cover no main button', () => {
    render(<PageHeader title="Golden Folders" actions={<button type="button">New Folder</button>} />);
    const actions = document.querySelector('[data-page-actions]');
    expect(actions).not.toBeNull();
    vi.spyOn(actions as Element, 'getBoundingClientRect').mockReturnValue(boxAt(80, 36));
    expect(toastTopOffset()).toBe(124);
  });

  it('sits just under the top bar when the page has no actions, or they have scrolled away', () => {
    render(<PageHeader title="Notifications" />);
    expect(toastTopOffset()).toBe(TOAST_MIN_TOP);
    document.body.innerHTML = '';
    render(<PageHeader title="Change Log" actions={<button type="button">Publish</button>} />);
    vi.spyOn(document.querySelector('[data-page-actions]') as Element, 'getBoundingClientRect').mockReturnValue(
      boxAt(-60, 36),
    );
    expect(toastTopOffset()).toBe(TOAST_MIN_TOP);
  });

  it('follows the actions as the page scrolls', async () => {
    render(<PageHeader title="Golden Folders" actions={<button type="button">New Folder</button>} />);
    const box = vi
      .spyOn(document.querySelector('[data-page-actions]') as Element, 'getBoundingClientRect')
      .mockReturnValue(boxAt(100, 36));
    const { result } = renderHook(() => useToastTopOffset());
    expect(result.current).toBe(144);
    box.mockReturnValue(boxAt(-40, 36));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    expect(result.current).toBe(TOAST_MIN_TOP);
  });
});
