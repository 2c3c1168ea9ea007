import { useCallback, useEffect, useRef, useState } from 'react';
import { describeElement, type ElementDescription } from './describe-element';
import { TOOLBAR_ATTRIBUTE } from './take-screenshot';

/** The inspector's states (docs/product.md §4): off, active (follows the pointer) or frozen (holds one element). */
export type InspectorMode = 'off' | 'active' | 'frozen';

interface InspectorOptions {
  /** Copies a selector; resolves when done (the toolbar toasts the outcome). */
  copy: (selector: string) => void;
}

const isInToolbar = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${TOOLBAR_ATTRIBUTE}]`) !== null;

/**
 * The element inspector. Active: the element under the pointer is described; a click or Enter freezes it and copies
 * its primary selector. Shortcuts: Ctrl/Cmd+C copies, Ctrl/Cmd+F freezes or unfreezes, Ctrl/Cmd+E expands or
 * collapses the details, Escape stops. A click outside the panel while frozen closes the inspector.
 */
export function useInspector({ copy }: InspectorOptions) {
  const [mode, setMode] = useState<InspectorMode>('off');
  const [target, setTarget] = useState<Element | null>(null);
  const [description, setDescription] = useState<ElementDescription | null>(null);
  const [isDetailsOpen, setIsDetailsOpen] = useState(true);
  const modeRef = useRef(mode);
  const targetRef = useRef(target);
  const copyRef = useRef(copy);
  useEffect(() => {
    modeRef.current = mode;
    targetRef.current = target;
    copyRef.current = copy;
  });

  const inspect = useCallback((element: Element | null) => {
    setTarget(element);
    setDescription(element ? describeElement(element) : null);
  }, []);

  const stop = useCallback(() => {
    setMode('off');
    inspect(null);
  }, [inspect]);

  const start = useCallback(() => setMode('active'), []);

  const freezeAndCopy = useCallback(() => {
    const element = targetRef.current;
    if (!element) return;
    setMode('frozen');
    const selector = describeElement(element).primarySelector;
    copyRef.current(selector);
  }, []);

  useEffect(() => {
    if (mode === 'off') return;

    const onMove = (event: MouseEvent) => {
      if (modeRef.current !== 'active' || isInToolbar(event.target)) return;
      if (event.target instanceof Element && event.target !== targetRef.current) inspect(event.target);
    };

    const onClick = (event: MouseEvent) => {
      if (isInToolbar(event.target)) return;
      // The page must not react to clicks meant for the inspector.
      event.preventDefault();
      event.stopPropagation();
      if (modeRef.current === 'active') {
        if (event.target instanceof Element) inspect(event.target);
        freezeAndCopy();
      } else {
        stop();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const withModifier = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (key === 'escape') {
        event.preventDefault();
        stop();
      } else if (key === 'enter' && !withModifier && modeRef.current === 'active' && !isInToolbar(event.target)) {
        event.preventDefault();
        freezeAndCopy();
      } else if (withModifier && key === 'c' && targetRef.current) {
        if (window.getSelection()?.toString()) return; // let the user copy the text they selected
        event.preventDefault();
        copyRef.current(describeElement(targetRef.current).primarySelector);
      } else if (withModifier && key === 'f') {
        event.preventDefault();
        setMode((current) => (current === 'frozen' ? 'active' : 'frozen'));
      } else if (withModifier && key === 'e') {
        event.preventDefault();
        setIsDetailsOpen((open) => !open);
      }
    };

    document.addEventListener('mousemove', onMove, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousemove', onMove, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [mode, inspect, freezeAndCopy, stop]);

  return { mode, target, description, isDetailsOpen, setIsDetailsOpen, start, stop, inspect };
}
