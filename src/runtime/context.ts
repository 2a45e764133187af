import { readSettings, type Settings } from '../config/settings';
import { parseRecord } from '../config/records';
import { currentStore } from '../store/store';
import type { MountContext } from './types';

/** Reads `<script type="application/json" data-island-props>`, a direct child of the marker. */
export function readProps(element: Element): Record<string, unknown> {
  const script = Array.from(element.children).find(
    (child) => child instanceof HTMLScriptElement && child.hasAttribute('data-island-props'),
  );
  return script?.textContent ? (parseRecord(script.textContent) ?? {}) : {};
}

let pageSettings: Settings | undefined;

/** Replaces the settings read from the page (read once, on the first mount; tests set their own). */
export function setMountSettings(next: Settings | undefined): void {
  pageSettings = next;
}

/**
 * Builds what a behaviour or component receives. The runtime calls it on mount; tests call it
 * to mount one behaviour directly.
 *
 * @example
 * const controller = new AbortController();
 * mount(createMountContext(el, controller.signal));
 * controller.abort(); // unmount: every listener bound with the signal goes away
 */
export function createMountContext(element: HTMLElement, signal: AbortSignal, settings?: Settings): MountContext {
  pageSettings ??= readSettings(element.ownerDocument);
  return { element, props: readProps(element), settings: settings ?? pageSettings, store: currentStore(), signal };
}
