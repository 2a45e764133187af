/** What a URL action or another script can ask of one page popup. */
export interface PopupControl {
  /** Opens it as a URL action or `open_selector` does: no timing check, the disable flag holds. */
  open(): void;
  close(): void;
  isVisible(): boolean;
}

const mounted = new Map<string, PopupControl>();
const waiting = new Map<string, ((control: PopupControl) => void)[]>();

/** The popups mounted on this page, by Elementor document id. */
export const popups = {
  get: (id: string): PopupControl | undefined => mounted.get(id),
  set(id: string, control: PopupControl): void {
    mounted.set(id, control);
    waiting.get(id)?.forEach((resolve) => resolve(control));
    waiting.delete(id);
  },
  delete(id: string, control: PopupControl): void {
    if (mounted.get(id) === control) mounted.delete(id);
  },
  /**
   * The popup once it is mounted: a URL action in the page's hash can run before the popup
   * printed further down has its code. Never settles for a popup the page does not hold.
   * @example void popups.ready('809').then((popup) => popup.open());
   */
  ready(id: string): Promise<PopupControl> {
    const control = mounted.get(id);
    if (control) return Promise.resolve(control);
    return new Promise((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve]));
  },
};

/**
 * Set once any popup has appeared on this page: a trigger-fired popup with
 * `avoid_multiple_popups` then stays closed (spec 4.10).
 */
export const pageState = { popped: false };
