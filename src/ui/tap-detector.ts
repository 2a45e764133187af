/**
 * Tells the hover and focus a tap makes from a mouse's and a keyboard's: a tap shows no
 * tooltip, as a touch screen keeps that hover and focus until the next tap elsewhere and the
 * tooltip would stay over whatever is below the item. Listens on `root` until `signal` aborts.
 *
 * @example
 * const fromTap = tapDetector(list, signal);
 * list.addEventListener('focusin', (event) => { if (!fromTap(event)) show(event.target); });
 */
export function tapDetector(root: HTMLElement | Document, signal: AbortSignal): (event: Event) => boolean {
  let tapped: Node | null = null;
  root.addEventListener(
    'pointerdown',
    (event) => {
      tapped = (event as PointerEvent).pointerType === 'touch' && event.target instanceof Node ? event.target : null;
    },
    { capture: true, signal },
  );
  root.addEventListener(
    'keydown',
    () => {
      tapped = null;
    },
    { capture: true, signal },
  );
  return (event) => {
    if ('pointerType' in event) return event.pointerType === 'touch';
    return tapped !== null && event.target instanceof Node && event.target.contains(tapped);
  };
}
