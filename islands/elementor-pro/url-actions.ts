import { codeDidNotCome } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';
import { popups } from './registry';
import { writeStored } from './storage';

/** Links that carry an action: `#elementor-action:action=…&settings=…`, URI-encoded or not. */
const ACTION_LINK = 'a[href^="#elementor-action"], a[href^="%23elementor-action"]';

const host = { popups, disable: (id: string) => writeStored(`popup_${id}_disable`, true) };

/** Runs an action hash; the code that runs actions is fetched on the first one. */
const run = (hash: string, source?: Element | null) =>
  // Offline, the link does nothing this time and asks for the code again on the next click.
  void import('./actions').then((actions) => actions.runAction(hash, source, host), () => {});

/**
 * The page's hash on load: a `popup:open` action itself (a link shared with its action hash),
 * or a name of an element whose `e-action-hash` holds the action to run.
 */
function runHashAction(): void {
  const hash = location.hash;
  // An action that is the address itself runs without a source: only popup:open does.
  if (hash.startsWith('#elementor-action')) return run(hash);
  // An empty hash matches no link (`a[href*=""]` never does) and no action.
  const quoted = CSS.escape(hash);
  const holder = document.querySelector(`[e-action-hash="${quoted}"], a[href*="${quoted}"]`);
  const action = holder?.getAttribute('e-action-hash');
  if (action) run(action, holder);
}

/**
 * Elementor's URL actions and template scroll on one page (spec 2.1): a delegated click on
 * action links, the page's hash run once on load (a `popup:open` action, or
 * `[e-action-hash="{hash}"]` or a link to it),
 * and `?theme_template_id={id}` scrolling to `.elementor-{id}`.
 *
 * @example mount(context); // on document.body
 */
export function mount({ signal }: MountContext): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(ACTION_LINK) : null;
      if (!link) return;
      event.preventDefault();
      run(link.getAttribute('href') ?? '', link);
    },
    { signal },
  );
  const template = /theme_template_id=(\d+)/.exec(location.search)?.[1];
  const target = template && document.querySelector(`.elementor-${template}`);
  if (target) void import('./actions').then((actions) => actions.scrollToTemplate(target), codeDidNotCome);
  runHashAction();
}
