import { toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { readTheme } from '../../src/config/theme';
import { submitLogin } from '../../src/net/theme';
import { serializeForm as serialize } from '../../src/dom/serialize';
import type { MountContext } from '../../src/runtime/types';
import { clearLoginError, showLoginError } from './error-banner';

const CONTROLS = 'input, button, select, textarea';

/** Disables the form's controls while a request is out; returns a function that puts them back. */
function lock(form: HTMLFormElement): () => void {
  const controls = Array.from(form.querySelectorAll<HTMLInputElement>(CONTROLS)).filter((control) => !control.disabled);
  // The fields are read before they are disabled: disabled fields are left out of FormData.
  controls.forEach((control) => (control.disabled = true));
  form.classList.add('loading');
  form.setAttribute('aria-busy', 'true');
  return () => {
    controls.forEach((control) => (control.disabled = false));
    form.classList.remove('loading');
    form.removeAttribute('aria-busy');
  };
}

/**
 * The header login (spec 7.5, 8.1): the form's fields go to admin-ajax, the inputs are disabled
 * while the request is out; a truthy `status` reloads the page, otherwise the server's `msg`
 * is shown in one error banner above the fields. A failed request shows a message of its own,
 * and the inputs always come back.
 *
 * @example
 * // <form class="postero-login-form-ajax"><input name="username">…<input type="hidden" name="action" value="postero_login">
 * mount(createMountContext(form, controller.signal));
 */
export function mount({ element, settings, signal }: MountContext): void {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const ajaxUrl = readTheme(form.ownerDocument, settings.adminAjaxUrl).ajaxUrl;
  const failed = toText(toRecord(pageGlobal('lantern_config').i18n).login_failed, 'Sorry, you could not be signed in. Please try again.');
  let pending = false;

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (pending) return;
      pending = true;
      const body = serialize(form);
      // Disabling the focused control drops focus; it goes back after, so the dropdown that
      // shows while focus is inside it stays open with its message.
      const focused = form.ownerDocument.activeElement;
      const unlock = lock(form);
      void submitLogin(ajaxUrl, body, settings.requestTimeout).then((reply) => {
        pending = false;
        unlock();
        if (signal.aborted) return;
        if (focused instanceof HTMLElement && form.contains(focused)) focused.focus();
        if (reply.ok && reply.value.status) {
          clearLoginError(form);
          form.ownerDocument.defaultView?.location.reload();
          return;
        }
        showLoginError(form, reply.ok && reply.value.message ? reply.value.message : failed);
      });
    },
    { signal },
  );
}
