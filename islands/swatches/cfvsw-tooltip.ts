import type { CfvswSettings } from '../../src/config/cfvsw-settings';
import { setText } from '../../src/dom/html';
import { tapDetector } from '../../src/ui/tap-detector';

const OPTION = '.cfvsw-swatches-option';
const TOOLTIP = 'cfvsw-tooltip';

/** A swatch that has a tooltip: a non-empty `data-tooltip`, and not a label swatch (its text is the name already). */
function tooltipText(option: HTMLElement): string {
  return option.classList.contains('cfvsw-label-option') ? '' : (option.getAttribute('data-tooltip') ?? '').trim();
}

/**
 * The plugin's own tooltip markup, prepended inside the swatch so the shop's stylesheet (and the
 * colours of its "Style" settings, printed for `.cfvsw-tooltip`) draw it as before:
 * `div.cfvsw-tooltip > span.cfvsw-tooltip-label`, with `span.cfvsw-tooltip-preview` first, the
 * swatch's picture, when `tooltip_image` is on and the swatch is an image swatch. `bottom` (and
 * the picture's padding) are set inline from the swatch's height, as its stylesheet expects.
 */
function drawTooltip(option: HTMLElement, text: string, settings: CfvswSettings): HTMLElement {
  const tip = document.createElement('div');
  tip.className = TOOLTIP;
  // The swatch's accessible name says the same (aria-label): read once, not twice.
  tip.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'cfvsw-tooltip-label';
  setText(label, text);
  tip.append(label);
  const inner = option.querySelector<HTMLElement>(':scope > .cfvsw-swatch-inner');
  const height = inner?.clientHeight ?? 0;
  const picture = inner ? getComputedStyle(inner).backgroundImage : '';
  if (settings.tooltipImage && option.classList.contains('cfvsw-image-option') && picture && picture !== 'none') {
    const preview = document.createElement('span');
    preview.className = 'cfvsw-tooltip-preview';
    // A CSS value read from the swatch's own style, set through the CSSOM: never parsed as HTML.
    preview.style.backgroundImage = picture;
    preview.style.backgroundSize = 'cover';
    tip.prepend(preview);
    tip.style.bottom = `${height - 30}px`;
    tip.style.padding = '2px';
  } else {
    tip.style.bottom = `${height}px`;
  }
  option.prepend(tip);
  return tip;
}

/**
 * CartFlows' swatch tooltips under `container`, as its script shows them (its markup and
 * classes, on the pointer entering a swatch with a `data-tooltip`, gone when it leaves), and
 * also on keyboard focus, dismissed with Escape until the pointer or focus leaves that swatch
 * (WCAG 1.4.13; inside the swatch, the tooltip is hoverable). One shows at a time. A tap shows
 * none: a touch screen keeps that hover until the next tap elsewhere.
 *
 * @example
 * attachCfvswTooltips(container, readCfvswSettings(), signal);
 */
export function attachCfvswTooltips(container: HTMLElement, settings: CfvswSettings, signal: AbortSignal): void {
  let shown: { option: HTMLElement; tip: HTMLElement } | null = null;
  let dismissed: HTMLElement | null = null;
  const hide = () => {
    shown?.tip.remove();
    shown = null;
  };
  const show = (option: HTMLElement) => {
    if (shown?.option === option || dismissed === option) return;
    hide();
    const text = tooltipText(option);
    if (text) shown = { option, tip: drawTooltip(option, text, settings) };
  };
  const optionOf = (target: EventTarget | null): HTMLElement | null => {
    const option = target instanceof Element ? target.closest<HTMLElement>(OPTION) : null;
    return option && container.contains(option) ? option : null;
  };
  /** The swatch the pointer or focus left, unless it went to somewhere inside that swatch. */
  const leftOption = (event: Event): HTMLElement | null => {
    const option = optionOf(event.target);
    const to = (event as FocusEvent | PointerEvent).relatedTarget;
    return option && !(to instanceof Node && option.contains(to)) ? option : null;
  };
  const leave = (option: HTMLElement | null) => {
    if (!option) return;
    if (dismissed === option) dismissed = null;
    if (shown?.option === option) hide();
  };
  const fromTap = tapDetector(container, signal);
  const listen = (type: string, handler: (event: Event) => void) => container.addEventListener(type, handler, { signal });
  const enter = (event: Event) => {
    const option = optionOf(event.target);
    if (option && !fromTap(event)) show(option);
  };
  listen('pointerover', enter);
  listen('focusin', enter);
  listen('pointerout', (event) => leave(leftOption(event)));
  listen('focusout', (event) => leave(leftOption(event)));
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !shown) return;
      dismissed = shown.option;
      hide();
    },
    { signal },
  );
  signal.addEventListener('abort', hide, { once: true });
  // The pointer may rest on a swatch already when the swatches come to life.
  const resting = optionOf(container.querySelector(`${OPTION}:hover`));
  if (resting) show(resting);
}
