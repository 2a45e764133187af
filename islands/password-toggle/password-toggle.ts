import type { MountContext } from '../../src/runtime/types';

const WRAPPER_CLASS = 'password-input';
const BUTTON_CLASS = 'show-password-input';
const SHOWN_CLASS = 'display-password';

/**
 * The shop's CSS places the button over the field through `span.password-input`. Checkout
 * fields already sit in a span, which only needs the class; others get a new span.
 */
function wrap(input: HTMLInputElement, undo: (() => void)[]): HTMLElement {
  const parent = input.parentElement;
  if (parent instanceof HTMLSpanElement) {
    if (!parent.classList.contains(WRAPPER_CLASS)) {
      parent.classList.add(WRAPPER_CLASS);
      undo.push(() => parent.classList.remove(WRAPPER_CLASS));
    }
    return parent;
  }
  const wrapper = input.ownerDocument.createElement('span');
  wrapper.className = WRAPPER_CLASS;
  input.before(wrapper);
  wrapper.append(input);
  undo.push(() => wrapper.replaceWith(...Array.from(wrapper.childNodes)));
  return wrapper;
}

/**
 * The control is a `span` with the button role, as WooCommerce 8 drew it: a shop's stylesheet
 * of that age styles `.show-password-input` as an icon and leaves buttons to the theme, which
 * would draw a `<button>` there as one of its own (on Astra an 86 × 48 px blue box over the
 * field). Newer stylesheets, written for a `<button>`, style the class alike (decision 0158).
 */
function toggleControl(wrapper: HTMLElement, input: HTMLInputElement, label: string, undo: (() => void)[]): HTMLElement {
  const existing = wrapper.querySelector<HTMLElement>(`:scope > .${BUTTON_CLASS}`);
  if (existing) return existing;
  const control = input.ownerDocument.createElement('span');
  control.className = BUTTON_CLASS;
  control.setAttribute('role', 'button');
  control.tabIndex = 0;
  control.setAttribute('aria-label', label);
  if (input.id) control.setAttribute('aria-describedby', input.id);
  wrapper.append(control);
  undo.push(() => control.remove());
  return control;
}

/**
 * Adds a button that reveals or hides the password, by click, Enter or Space; unmounting takes
 * it all back.
 *
 * @example
 * // <input class="woocommerce-Input" type="password" id="password"> inside `.woocommerce form`
 * const cleanUp = mount(createMountContext(input, controller.signal));
 */
export function mount({ element, settings, signal }: MountContext): (() => void) | undefined {
  if (!(element instanceof HTMLInputElement)) return undefined;
  const input = element;
  const undo: (() => void)[] = [];
  const wrapper = wrap(input, undo);
  const button = toggleControl(wrapper, input, settings.i18nPasswordShow, undo);

  const show = (visible: boolean): void => {
    button.classList.toggle(SHOWN_CLASS, visible);
    button.setAttribute('aria-label', visible ? settings.i18nPasswordHide : settings.i18nPasswordShow);
    input.type = visible ? 'text' : 'password';
  };

  const toggle = (event: Event): void => {
    event.preventDefault();
    show(input.type === 'password');
    input.focus();
  };
  button.addEventListener('click', toggle, { signal });
  // The keys a native button answers: Enter as it goes down, Space as it comes up (its press
  // would scroll the page).
  button.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') toggle(event);
      else if (event.key === ' ') event.preventDefault();
    },
    { signal },
  );
  button.addEventListener('keyup', (event) => event.key === ' ' && toggle(event), { signal });

  return () => {
    show(false);
    for (const step of undo.reverse()) step();
  };
}
