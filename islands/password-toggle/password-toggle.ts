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

function toggleButton(wrapper: HTMLElement, input: HTMLInputElement, label: string, undo: (() => void)[]) {
  const existing = wrapper.querySelector<HTMLButtonElement>(`:scope > button.${BUTTON_CLASS}`);
  if (existing) return existing;
  const button = input.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = BUTTON_CLASS;
  button.setAttribute('aria-label', label);
  if (input.id) button.setAttribute('aria-describedby', input.id);
  wrapper.append(button);
  undo.push(() => button.remove());
  return button;
}

/**
 * Adds a button that reveals or hides the password; unmounting takes it all back.
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
  const button = toggleButton(wrapper, input, settings.i18nPasswordShow, undo);

  const show = (visible: boolean): void => {
    button.classList.toggle(SHOWN_CLASS, visible);
    button.setAttribute('aria-label', visible ? settings.i18nPasswordHide : settings.i18nPasswordShow);
    input.type = visible ? 'text' : 'password';
  };

  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      show(input.type === 'password');
      input.focus();
    },
    { signal },
  );

  return () => {
    show(false);
    for (const step of undo.reverse()) step();
  };
}
