import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../src/bridge/events';
import type { IslandProps } from '../../src/runtime/types';
import { useServerNodes } from '../../src/runtime/use-server-nodes';
import { formatPrice, readPriceFormat } from './price-format';
import { keyTarget, moveHandle, readRange, startInterval, type Interval, type PriceRange } from './range';
import { showSlider, widgetParts, writeInterval, type WidgetParts } from './widget-parts';

const percent = (value: number, range: PriceRange) => ((value - range.min) / (range.max - range.min)) * 100;

type SliderEvent = 'price_slider_create' | 'price_slider_slide' | 'price_slider_change';

/** WooCommerce's slider events with `[min, max]`, each followed by `price_slider_updated` as its script does. */
function announceRange(name: SliderEvent, [min, max]: Interval): void {
  emit(name, [min, max], { min, max });
  emit('price_slider_updated', [min, max], { min, max });
}

interface SliderProps {
  parts: WidgetParts;
  range: PriceRange;
  /** What had focus before React took the widget's nodes out for its first commit. */
  focused: Element | null;
}

/**
 * The two-handle slider (WAI-ARIA multi-thumb slider) drawn in the widget's `.price_slider`
 * with jQuery UI's classes. Every move writes the widget's own `min_price` / `max_price`
 * inputs and its "Price: from — to" label, so the form submits the range as WooCommerce's
 * widget does.
 */
function Slider({ parts, range, focused }: SliderProps) {
  const format = useMemo(() => readPriceFormat(), []);
  const [interval, setInterval] = useState<Interval>(() => startInterval(parts.minInput.value, parts.maxInput.value, range));
  const handles = useRef<(HTMLSpanElement | null)[]>([]);
  const dragging = useRef<0 | 1 | null>(null);
  const update = (next: Interval, change: boolean) => {
    setInterval(next);
    announceRange('price_slider_slide', next);
    if (change) announceRange('price_slider_change', next);
  };

  // Inputs hidden, slider shown; a field that had focus hands it to its handle.
  useLayoutEffect(() => {
    showSlider(parts, true);
    return () => showSlider(parts, false);
  }, [parts]);
  const [created] = useState(interval);
  useEffect(() => announceRange('price_slider_create', created), [created]);
  // Once the widget's nodes are back in the page (the next frame at the latest), the handle
  // takes focus from the field the shopper had focused.
  useEffect(() => {
    const handle = focused === parts.minInput ? 0 : focused === parts.maxInput ? 1 : null;
    if (handle !== null) handles.current[handle]?.focus();
  }, [parts, focused]);

  useLayoutEffect(() => writeInterval(parts, interval, (value) => formatPrice(value, format)), [interval, parts, format]);

  const valueAt = useCallback(
    (clientX: number) => {
      const box = parts.track.getBoundingClientRect();
      const ratio = box.width > 0 ? (clientX - box.left) / box.width : 0;
      return range.min + Math.min(1, Math.max(0, ratio)) * (range.max - range.min);
    },
    [parts, range],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const value = valueAt(event.clientX);
    const handle: 0 | 1 = Math.abs(value - interval[0]) < Math.abs(value - interval[1]) || (value < interval[0]) ? 0 : 1;
    dragging.current = handle;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    update(moveHandle(interval, handle, value, range), false);
    handles.current[handle]?.focus();
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const handle = dragging.current;
    if (handle === null) return;
    update(moveHandle(interval, handle, valueAt(event.clientX), range), false);
  };
  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    announceRange('price_slider_change', interval);
  };
  const onKeyDown = (handle: 0 | 1) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const target = keyTarget(event.key, interval[handle], range);
    if (target === null) return;
    event.preventDefault();
    update(moveHandle(interval, handle, target, range), true);
  };

  const left = percent(interval[0], range);
  const right = percent(interval[1], range);
  const thumb = (handle: 0 | 1) => (
    <span
      ref={(node) => {
        handles.current[handle] = node;
      }}
      role="slider"
      tabIndex={0}
      className="ui-slider-handle ui-corner-all ui-state-default"
      style={{ left: `${handle === 0 ? left : right}%` }}
      aria-label={handle === 0 ? parts.minLabel : parts.maxLabel}
      aria-orientation="horizontal"
      aria-valuemin={handle === 0 ? range.min : interval[0]}
      aria-valuemax={handle === 0 ? interval[1] : range.max}
      aria-valuenow={interval[handle]}
      aria-valuetext={formatPrice(interval[handle], format)}
      onKeyDown={onKeyDown(handle)}
    />
  );
  return (
    <div className="lantern-price-slider" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
      <div className="ui-slider-range ui-corner-all ui-widget-header" style={{ left: `${left}%`, width: `${right - left}%` }} />
      {thumb(0)}
      {thumb(1)}
    </div>
  );
}

/**
 * The price filter slider island (spec 5.6): handles from `data-min` to `data-max` in steps of
 * `data-step` (default 1) that never cross. A widget without usable bounds keeps its inputs.
 */
export default function PriceSlider({ element, serverNodes }: IslandProps) {
  useServerNodes(element, serverNodes);
  const [focused] = useState(() => element.ownerDocument.activeElement);
  const parts = useMemo(() => widgetParts(element), [element]);
  const range = useMemo(() => parts && readRange(parts.minInput, parts.maxInput, parts.amount), [parts]);
  if (!parts || !range) return null;
  return createPortal(<Slider parts={parts} range={range} focused={focused} />, parts.track);
}
