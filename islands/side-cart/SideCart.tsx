import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { focusInto, trapFocus } from '../../src/dom/focus-trap';
import type { IslandProps } from '../../src/runtime/types';
import { useServerNodes } from '../../src/runtime/use-server-nodes';
import { usePanelWiring } from './use-panel-wiring';

function overlayFor(panel: HTMLElement): HTMLElement | null {
  const sibling = panel.nextElementSibling;
  return sibling instanceof HTMLElement && sibling.matches('.cart-side-overlay')
    ? sibling
    : document.querySelector<HTMLElement>('.cart-side-overlay');
}

/** Marks the panel as a modal dialog named by its own title. */
function describeAsDialog(panel: HTMLElement, idPrefix: string): void {
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.tabIndex = -1;
  const title = panel.querySelector<HTMLElement>('.cart-side-title');
  if (title) {
    title.id ||= `${idPrefix}title`;
    panel.setAttribute('aria-labelledby', title.id);
  } else panel.setAttribute('aria-label', 'Shopping cart');
  panel.querySelectorAll('a.close-cart-side').forEach((link) => link.setAttribute('role', 'button'));
}

/**
 * The side mini-cart panel (spec 2.1): the cart link opens it, the close link, the overlay and
 * Escape close it, and it opens by itself after an add except in page-editor mode.
 */
export default function SideCart({ element, store, settings, signal, serverNodes }: IslandProps) {
  useServerNodes(element, serverNodes);
  const open = useStore(store, (state) => state.ui.sideCartOpen);
  const opener = useRef<HTMLElement | null>(null);
  usePanelWiring(element, store, opener, signal, !settings.editorMode);

  useLayoutEffect(() => describeAsDialog(element, 'lantern-side-cart-'), [element]);

  useLayoutEffect(() => {
    const overlay = overlayFor(element);
    element.classList.toggle('active', open);
    overlay?.classList.toggle('active', open);
    element.toggleAttribute('inert', !open);
    document.querySelectorAll('.cart-contents').forEach((link) => link.setAttribute('aria-expanded', String(open)));
    if (!open) {
      if (element.contains(document.activeElement) || document.activeElement === document.body) opener.current?.focus();
      return undefined;
    }
    const release = trapFocus(element);
    const cancelFocus = focusInto(element);
    return () => {
      cancelFocus();
      release();
    };
  }, [open, element]);

  useEffect(
    () => () => {
      element.classList.remove('active');
      overlayFor(element)?.classList.remove('active');
      element.removeAttribute('inert');
    },
    [element],
  );

  return null;
}
