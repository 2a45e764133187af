import { toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { refreshLoop, type RefreshLoopBody } from '../../src/net/refresh-loop';
import { parseRecord } from '../../src/config/records';
import type { MountContext } from '../../src/runtime/types';
import { consolidate, loopFilterState } from '../../src/store/loop-filter-slice';
import { ALL, filterOf, nextTerms, readFilterSettings, type FilterSettings } from './filter-rules';
import { filterUrl, termsFromUrl } from './filter-url';
import { replaceLoopContent } from './loop-content';

const ITEM = '.e-filter-item';

/** The editor's model of the loop widget, when the page runs inside the page builder's editor. */
function editorModel(widgetId: string): unknown {
  type Container = { model?: { toJSON?: (options: unknown) => unknown } };
  const editor = (globalThis as { elementor?: { getContainer?: (id: string) => Container | undefined } }).elementor;
  const model = editor?.getContainer?.(widgetId)?.model?.toJSON?.({ remove: ['default', 'editSettings', 'defaultEditSettings'] });
  return model ?? { id: widgetId, elType: 'widget', widgetType: 'loop-grid' };
}

function postIdOf(loop: HTMLElement): string {
  const own = loop.closest<HTMLElement>('[data-elementor-id]')?.dataset.elementorId;
  return own ?? toText(toRecord(pageGlobal('elementorFrontendConfig').post).id, '');
}

/**
 * The taxonomy filter of a loop grid: each click sets the widget's terms in the store by the
 * page builder's rules, writes them to the address (history follows, so Back restores them),
 * and asks `refresh-loop` for the grid's new content. A failed or non-OK reply changes
 * nothing but the loading overlay, which always goes.
 *
 * @example
 * // <div class="elementor-widget-taxonomy-filter" data-id="f4e5d6c" data-settings="{…}"><search class="e-filter">…
 * mount(createMountContext(widget, controller.signal));
 */
export function mount({ element: widget, settings: pageSettings, signal }: MountContext): void {
  const bar = widget.querySelector<HTMLElement>('.e-filter');
  const config: FilterSettings = readFilterSettings(parseRecord(widget.dataset.settings ?? '') ?? {});
  const filterId = widget.dataset.id ?? '';
  if (!bar || !config.loopWidgetId || !config.taxonomy || !filterId) return;
  const doc = widget.ownerDocument;
  const win = doc.defaultView;
  const pro = pageGlobal('ElementorProFrontendConfig');
  const restRoot = toText(toRecord(pro.urls).rest, '/wp-json/');
  let inFlight: AbortController | undefined;

  // Read through the accessor every time: each change makes a new slice object.
  const currentTerms = () => loopFilterState().widgets[config.loopWidgetId]?.[filterId]?.filterData.terms ?? [];
  const loopWidget = () => doc.querySelector<HTMLElement>(`.elementor-element-${config.loopWidgetId}`);
  const showPressed = (terms: readonly string[]) => {
    for (const button of Array.from(bar.querySelectorAll<HTMLElement>(ITEM))) {
      const value = button.dataset.filter ?? '';
      button.setAttribute('aria-pressed', String(value === ALL ? terms.length === 0 : terms.includes(value)));
    }
  };
  const choose = (terms: readonly string[]) => {
    loopFilterState().setFilter(config.loopWidgetId, filterId, filterOf(config, terms));
    showPressed(terms);
  };

  const refresh = async () => {
    const loop = loopWidget();
    if (!loop) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const editing = doc.body.classList.contains('elementor-editor-active');
    const body: RefreshLoopBody = {
      post_id: postIdOf(loop),
      widget_filters: consolidate(loopFilterState().widgets[config.loopWidgetId]),
      widget_id: config.loopWidgetId,
      pagination_base_url: bar.dataset.baseUrl || (win?.location.href ?? ''),
      ...(editing ? { widget_model: editorModel(config.loopWidgetId), is_edit_mode: true as const } : {}),
    };
    loop.classList.add('e-loading-overlay');
    const reply = await refreshLoop(restRoot, body, {
      nonce: editing ? toText(toRecord(pro.loopFilter).nonce, '') : undefined,
      signal: controller.signal,
      timeout: pageSettings.requestTimeout,
    });
    if (inFlight !== controller) return;
    inFlight = undefined;
    loop.classList.remove('e-loading-overlay');
    // Spec 8.4: a failed or empty refresh leaves the grid as it was, silently.
    if (reply.ok && reply.value !== null && !signal.aborted) replaceLoopContent(loop, reply.value);
  };

  // The server printed the grid already filtered by the address: rebuild the state, no request.
  const restore = () => {
    const { terms } = termsFromUrl(new URL(win?.location.href ?? doc.URL), config.loopWidgetId, config.taxonomy);
    choose(terms);
  };
  restore();

  bar.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(ITEM) : null;
      if (!button || !bar.contains(button)) return;
      event.preventDefault();
      loopWidget()?.classList.remove('e-load-more-pagination-end');
      const terms = nextTerms(currentTerms(), button.dataset.filter ?? '', config);
      if (terms === null) return;
      choose(terms);
      if (win) {
        const filters = consolidate(loopFilterState().widgets[config.loopWidgetId]);
        const barInfo = { baseUrl: bar.dataset.baseUrl ?? '', pageNum: Number(bar.dataset.pageNum) || 1 };
        win.history.pushState(null, '', filterUrl(new URL(win.location.href), config.loopWidgetId, filters, barInfo));
      }
      void refresh();
    },
    { signal },
  );
  win?.addEventListener(
    'popstate',
    () => {
      const before = currentTerms().join('\n');
      restore();
      if (currentTerms().join('\n') !== before) void refresh();
    },
    { signal },
  );
}
