/** The page's first match of `selector`. */
export const one = (selector: string) => document.querySelector<HTMLElement>(selector);
/** Every match of `selector` (the plugin can print a bar or table more than once). */
export const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
/** The footer area, `#woosc-area` (or the class alone). */
export const area = () => one('#woosc-area') ?? one('.woosc-area');
/** Whether the first `selector` carries the open class `name`. */
export const hasOpen = (selector: string, name: string) => one(selector)?.classList.contains(name) === true;
