/**
 * A message announced the moment it is shown (`role="alert"`), in the element and classes the
 * shop's theme styles for that surface. A string goes in as text, never parsed as markup; nodes
 * (markup the shop's own reply holds, already made safe) go in as they are.
 *
 * @example button.after(alertElement('span', 'lantern-add-error woocommerce-error', message));
 */
export function alertElement(tag: 'div' | 'p' | 'span', className: string, content: string | Node): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.setAttribute('role', 'alert');
  if (typeof content === 'string') element.textContent = content;
  else element.append(content);
  return element;
}
