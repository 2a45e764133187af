import { emit } from '../../src/bridge/events';
import { PRICE_SLIDER } from '../../src/bridge/price-slider-names';
import type { Cleanup, MountContext } from '../../src/runtime/types';
import { formatPrice, readPriceFormat } from './price-format';
import { handleAt, keyTarget, moveHandle, readRange, snap, startInterval, type Interval } from './range';
import { showSlider, widgetParts, writeInterval } from './widget-parts';

type Handle = 0 | 1;

/** WooCommerce's slider events with `[min, max]`; `create` and `slide` are followed by `price_slider_updated`, as its script does. */
function announce(name: 'create' | 'slide' | 'change', [min, max]: Interval): void {
  emit(PRICE_SLIDER[name], [min, max], { min, max });
  if (name !== 'change') emit(PRICE_SLIDER.updated, [min, max], { min, max });
}

function create<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

/**
 * WooCommerce's price filter slider (spec 5.6), drawn without React in the widget's empty
 * `.price_slider` with jQuery UI's markup and classes, which themes style: a range bar and two
 * WAI-ARIA slider handles from `data-min` to `data-max` in steps of `data-step` (1 when absent),
 * starting from the `min_price` / `max_price` inputs. Arrows move one step, Page Up / Page Down
 * a fifth of the range, Home / End go to the bounds; a press or drag on the track (mouse, pen or
 * finger) snaps to the step; the handles never cross. Every move writes the inputs, which the
 * form submits, and the "Price: from — to" label in the shop's money format. A widget without
 * usable bounds keeps its inputs.
 *
 * @example
 * // <div class="price_slider_wrapper"><div class="price_slider" style="display:none"></div><div class="price_slider_amount" data-step="10">…</div></div>
 * mount(createMountContext(wrapper, controller.signal));
 */
export function mount({ element: wrapper, signal }: MountContext): Cleanup | undefined {
  const parts = widgetParts(wrapper);
  const range = parts && readRange(parts.minInput, parts.maxInput, parts.amount);
  if (!parts || !range) return undefined;
  const { track } = parts;
  const doc = wrapper.ownerDocument;
  // A field the shopper focused before the slider came hands focus to its handle.
  const focused = doc.activeElement;
  const format = readPriceFormat();
  const money = (value: number) => formatPrice(value, format);

  const bar = create(doc, 'div', 'ui-slider-range ui-corner-all ui-widget-header');
  const handles = [0, 1].map((index) => {
    const handle = create(doc, 'span', 'ui-slider-handle ui-corner-all ui-state-default');
    handle.tabIndex = 0;
    handle.setAttribute('role', 'slider');
    handle.setAttribute('aria-orientation', 'horizontal');
    handle.setAttribute('aria-label', index === 0 ? parts.minLabel : parts.maxLabel);
    return handle;
  }) as [HTMLSpanElement, HTMLSpanElement];

  let interval = startInterval(parts.minInput.value, parts.maxInput.value, range);
  const percent = (value: number) => ((value - range.min) / (range.max - range.min)) * 100;
  const draw = () => {
    const [low, high] = interval;
    bar.style.left = `${percent(low)}%`;
    bar.style.width = `${percent(high) - percent(low)}%`;
    handles.forEach((handle, index) => {
      const value = interval[index as Handle];
      handle.style.left = `${percent(value)}%`;
      // The multi-thumb pattern: each handle's bounds stop at the other handle.
      handle.setAttribute('aria-valuemin', String(index === 0 ? range.min : low));
      handle.setAttribute('aria-valuemax', String(index === 0 ? high : range.max));
      handle.setAttribute('aria-valuenow', String(value));
      handle.setAttribute('aria-valuetext', money(value));
    });
    writeInterval(parts, interval, money);
  };
  const slide = (next: Interval) => {
    if (next[0] === interval[0] && next[1] === interval[1]) return;
    interval = next;
    draw();
    announce('slide', interval);
  };

  track.replaceChildren(bar, ...handles);
  // A finger on the track drags the handle instead of scrolling the page.
  track.style.touchAction = 'none';
  showSlider(parts, true);
  draw();
  announce('create', interval);
  if (focused === parts.minInput || focused === parts.maxInput) handles[focused === parts.minInput ? 0 : 1].focus();

  handles.forEach((handle, index) =>
    handle.addEventListener(
      'keydown',
      (event) => {
        const target = keyTarget(event.key, interval[index as Handle], range);
        if (target === null) return;
        event.preventDefault();
        slide(moveHandle(interval, index as Handle, target, range));
        announce('change', interval);
      },
      { signal },
    ),
  );

  // A drag: the handle pressed (kept at the same distance from the pointer, so it does not jump),
  // else the track's handle on that side, which jumps to the press.
  let drag: { pointer: number; handle: Handle | null; offset: number } | null = null;
  const valueAt = (clientX: number) => {
    const box = track.getBoundingClientRect();
    const ratio = box.width > 0 ? (clientX - box.left) / box.width : 0;
    return range.min + Math.min(1, Math.max(0, ratio)) * (range.max - range.min);
  };
  const follow = (clientX: number) => {
    if (!drag) return;
    const value = valueAt(clientX - drag.offset);
    drag.handle ??= handleAt(interval, snap(value, range));
    if (drag.handle !== null) slide(moveHandle(interval, drag.handle, value, range));
  };
  track.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button !== 0 || drag) return;
      event.preventDefault();
      const pressed = handles.indexOf(event.target as HTMLSpanElement);
      const box = pressed === -1 ? null : handles[pressed as Handle].getBoundingClientRect();
      const offset = box ? event.clientX - (box.left + box.width / 2) : 0;
      const coincide = interval[0] === interval[1];
      const handle = pressed !== -1 && !coincide ? (pressed as Handle) : handleAt(interval, snap(valueAt(event.clientX - offset), range));
      drag = { pointer: event.pointerId, handle, offset };
      track.setPointerCapture(event.pointerId);
      handles[handle ?? (pressed === 1 ? 1 : 0)].focus();
      if (pressed === -1) follow(event.clientX);
    },
    { signal },
  );
  track.addEventListener('pointermove', (event) => event.pointerId === drag?.pointer && follow(event.clientX), { signal });
  const stop = (event: PointerEvent) => {
    if (event.pointerId !== drag?.pointer) return;
    drag = null;
    announce('change', interval);
  };
  track.addEventListener('pointerup', stop, { signal });
  track.addEventListener('pointercancel', stop, { signal });

  return () => {
    track.replaceChildren();
    track.style.touchAction = '';
    showSlider(parts, false);
  };
}
