import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLanternStore } from '../store/store';
import { adopt, within } from './adopt';
import { createApi } from './api';
import { clearDelegates, closest, delegate } from './delegate';
import { hydrate, sweepDisconnected, unmount, unmountAll, wake } from './lifecycle';
import { clearRegistry, registerIslands } from './registry';
import { afterFirstPaint } from './strategies';
import { islandFor, noReport } from './testing';
import type { BehaviourModule, Cleanup, IslandDefinition, IslandMounter, MountContext } from './types';
import { yieldToMain } from './yield';

afterEach(() => {
  document.body.innerHTML = '';
  unmountAll();
  clearRegistry();
});

type Spec = Omit<IslandDefinition, 'load' | 'name'>;

function behaviour(name: string, extra: Partial<Spec> = {}) {
  const mounts: MountContext[] = [];
  const cleanups = vi.fn();
  const module: BehaviourModule = {
    mount(context) {
      mounts.push(context);
      return cleanups;
    },
  };
  const definition = islandFor({ name, kind: 'behaviour', hydrate: 'load', ...extra }, module);
  return { definition, mounts, cleanups };
}

/** A definition whose code arrives when the test says so. */
function deferred(name: string, extra: Partial<Spec> = {}) {
  const island = behaviour(name, extra);
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return island.definition.load();
  });
  return { ...island, definition: { ...island.definition, load }, load, arrive };
}

const ready = (element: Element) =>
  vi.waitFor(() => expect(element.getAttribute('data-island-state')).toBe('ready'));

describe('scanning the page', () => {
  it('adopts the real plugin markup and mounts one behaviour per element', async () => {
    document.body.innerHTML = '<p class="notice">a</p><p class="notice">b</p>';
    const notice = behaviour('notice', { adopt: '.notice' });
    registerIslands([notice.definition]);
    hydrate(document);
    const [first, second] = Array.from(document.querySelectorAll('.notice'));
    await ready(first!);
    await ready(second!);
    expect(first!.getAttribute('data-island')).toBe('notice');
    expect(notice.mounts.map((context) => context.element)).toEqual([first, second]);
  });

  it('never mounts twice on the same element when the page is scanned again', async () => {
    document.body.innerHTML = '<div data-island="panel"></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    hydrate(document);
    await ready(document.querySelector('[data-island]')!);
    hydrate(document.body);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(panel.mounts).toHaveLength(1);
  });

  it('hands the marker its JSON props', async () => {
    document.body.innerHTML =
      '<div data-island="panel"><script type="application/json" data-island-props>{"limit":4}</script></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island]')!);
    expect(panel.mounts[0]?.props).toEqual({ limit: 4 });
  });

  it('mounts HTML inserted later when asked to hydrate it', async () => {
    const panel = behaviour('panel', { adopt: '.quick-view' });
    registerIslands([panel.definition]);
    hydrate(document);
    const inserted = document.createElement('div');
    inserted.innerHTML = '<section class="quick-view"></section>';
    document.body.append(inserted);
    hydrate(inserted);
    await ready(inserted.firstElementChild!);
    expect(panel.mounts).toHaveLength(1);
  });
});

describe('failures stay inside their island', () => {
  it('marks a throwing island as error while the others mount', async () => {
    document.body.innerHTML = '<div data-island="broken"></div><div data-island="fine"></div>';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = islandFor(
      { name: 'broken', kind: 'behaviour', hydrate: 'load' },
      {
        mount: () => {
          throw new Error('boom');
        },
      },
    );
    const fine = behaviour('fine');
    registerIslands([broken, fine.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="fine"]')!);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-island="broken"]')!.getAttribute('data-island-state')).toBe('error'),
    );
    expect(logged).toHaveBeenCalledWith('[lantern] island "broken" failed to mount', new Error('boom'));
  });
});

describe('unmounting', () => {
  it('cleans up when the element leaves the document', async () => {
    document.body.innerHTML = '<div id="wrap"><div data-island="panel"></div></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island]')!);
    expect(panel.cleanups).not.toHaveBeenCalled();
    unmount(document.getElementById('wrap')!);
    expect(panel.cleanups).toHaveBeenCalledTimes(1);
    expect(panel.mounts[0]?.signal.aborted).toBe(true);
  });

  it('cancels an island still waiting for its strategy', async () => {
    document.body.innerHTML =
      '<div data-island="later" data-hydrate="interaction"></div><div data-island="control" data-hydrate="interaction"></div>';
    const later = behaviour('later');
    const control = behaviour('control');
    registerIslands([later.definition, control.definition]);
    hydrate(document);
    const [cancelled, kept] = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
    unmount(cancelled!);
    // Both now listen for interaction; the same event reaches both.
    await afterFirstPaint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const element of [cancelled!, kept!]) element.dispatchEvent(new Event('pointerover'));
    await ready(kept!);
    expect(control.mounts).toHaveLength(1);
    expect(later.mounts).toHaveLength(0);
    expect(cancelled!.hasAttribute('data-island-state')).toBe(false);
  });
});

describe('strategies', () => {
  it('waits for interaction before loading the code', async () => {
    document.body.innerHTML = '<button data-island="menu" data-hydrate="interaction">Menu</button>';
    const menu = behaviour('menu');
    const load = vi.spyOn(menu.definition, 'load');
    registerIslands([menu.definition]);
    hydrate(document);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('focusin'));
    await ready(document.querySelector('button')!);
  });

  it('waits until the element is near the viewport for visible islands', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<div data-island="below" data-hydrate="visible"></div>';
    const below = behaviour('below');
    registerIslands([below.definition]);
    hydrate(document);
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    expect(below.mounts).toHaveLength(0);
    observers[0]!([{ isIntersecting: true }]);
    await ready(document.querySelector('[data-island]')!);
  });
});

describe('page behaviours', () => {
  it('mount before the islands of a form, as WordPress prints the scripts a form’s script needs first', async () => {
    document.body.innerHTML = '<form class="checkout"><select class="country_to_state"></select></form>';
    const order: string[] = [];
    const recording = (name: string): BehaviourModule => ({ mount: () => void order.push(name) });
    const form = { definition: islandFor({ name: 'checkout', kind: 'behaviour', hydrate: 'load', adopt: 'form.checkout' }, recording('checkout')) };
    const fields = { definition: islandFor({ name: 'country-select', kind: 'page', hydrate: 'load', adopt: '.country_to_state' }, recording('country-select')) };
    registerIslands([form.definition, fields.definition]);
    hydrate(document);
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['country-select', 'checkout']);
  });

  it('mount once per document however many elements match', async () => {
    document.body.innerHTML = '<a class="buy">1</a><a class="buy">2</a>';
    const buy = behaviour('buy', { kind: 'page', adopt: '.buy' });
    registerIslands([buy.definition]);
    hydrate(document);
    hydrate(document);
    await vi.waitFor(() => expect(buy.mounts).toHaveLength(1));
    expect(buy.mounts[0]?.element).toBe(document.body);
    expect(document.body.hasAttribute('data-island-state')).toBe(false);
  });

  it('hold an early click and replay it once the code is mounted', async () => {
    document.body.innerHTML = '<a class="buy" href="#follow">Buy</a>';
    const clicks: string[] = [];
    const buy = deferred('buy', { kind: 'page', adopt: '.buy', hydrate: 'idle', holdClicks: true });
    const handled = islandFor(
      { name: 'buy', kind: 'page' },
      { mount: ({ signal }) => document.addEventListener('click', () => clicks.push('handled'), { signal }) },
    );
    buy.load.mockImplementation(async () => {
      await new Promise<void>((resolve) => (buy.arrive = resolve));
      return handled.load();
    });
    registerIslands([buy.definition]);
    hydrate(document);
    const link = document.querySelector<HTMLAnchorElement>('.buy')!;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await vi.waitFor(() => expect(buy.load).toHaveBeenCalled());
    buy.arrive();
    await vi.waitFor(() => expect(clicks).toEqual(['handled']));
  });
});

describe('page behaviours that wait for interaction', () => {
  it('load on intent over a trigger, not on any touch of the page', async () => {
    document.body.innerHTML = '<main><input class="search"><a class="compare-btn" href="#c">Compare</a></main>';
    document.querySelector<HTMLInputElement>('.search')!.focus();
    const compare = behaviour('compare', { kind: 'page', adopt: '.compare-btn', hydrate: 'interaction', trigger: '.compare-btn' });
    const load = vi.spyOn(compare.definition, 'load');
    registerIslands([compare.definition]);
    hydrate(document);
    await afterFirstPaint();
    document.querySelector('main')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    document.querySelector('.compare-btn')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(compare.mounts).toHaveLength(1));
  });
});

describe('held clicks when the code cannot load', () => {
  it('show the pending class while waiting, then let the click through when the code never comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<a class="buy" href="http://shop.test/?add-to-cart=7">Buy</a>';
    const reachedPage: boolean[] = [];
    // What the browser acts on: a click that reaches the document unprevented follows the link.
    const browser = (event: MouseEvent) => {
      reachedPage.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    onTestFinished(() => document.removeEventListener('click', browser));
    let fail: (error: Error) => void = () => undefined;
    const load = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    registerIslands([
      { name: 'buy', kind: 'page', adopt: '.buy', hydrate: 'idle', holdClicks: true, pendingClass: 'loading', load },
    ]);
    hydrate(document);
    const link = document.querySelector<HTMLAnchorElement>('.buy')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(link.classList.contains('loading')).toBe(true);
    expect(reachedPage).toEqual([]);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    fail(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(reachedPage).toEqual([true]));
    expect(link.classList.contains('loading')).toBe(false);
  });
});

describe('held form submits', () => {
  const LOGIN = (method: string) =>
    `<form class="login" ${method}><input name="username"><input name="password" type="password"><button type="submit">Login</button></form>`;

  /** What the browser acts on: a submit that reaches the document unprevented sends the form. */
  function sentByBrowser(): string[] {
    const sent: string[] = [];
    const record = (event: Event) => {
      if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).method);
      event.preventDefault();
    };
    document.addEventListener('submit', record);
    onTestFinished(() => document.removeEventListener('submit', record));
    return sent;
  }

  it('hold a submit until the form code is mounted, then submit again for it, with the same button', async () => {
    document.body.innerHTML = LOGIN('');
    const sent = sentByBrowser();
    const handled: (string | undefined)[] = [];
    const login = deferred('login', { adopt: 'form.login', hydrate: 'interaction', holdClicks: true });
    const real = islandFor(
      { name: 'login', kind: 'behaviour' },
      {
        mount: ({ element, signal }) =>
          element.addEventListener(
            'submit',
            (event) => {
              event.preventDefault();
              handled.push((event as SubmitEvent).submitter?.textContent ?? undefined);
            },
            { signal },
          ),
      },
    );
    login.load.mockImplementation(async () => {
      await new Promise<void>((resolve) => (login.arrive = resolve));
      return real.load();
    });
    registerIslands([login.definition]);
    hydrate(document);
    const form = document.querySelector<HTMLFormElement>('form.login')!;
    // A click inside the form (into a field, on the button) is the shopper's own: not held.
    const field = form.querySelector('input')!;
    const clicked = vi.fn();
    field.addEventListener('click', clicked);
    field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicked).toHaveBeenCalledTimes(1);
    form.requestSubmit(form.querySelector('button'));
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(login.load).toHaveBeenCalled());
    login.arrive();
    await vi.waitFor(() => expect(handled).toEqual(['Login']));
    expect(sent).toEqual([]);
  });

  it('never let a GET form through when its code cannot load (the password would go in the address); a POST form goes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `${LOGIN('')}${LOGIN('method="post"')}`;
    const sent = sentByBrowser();
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    registerIslands([{ name: 'login', kind: 'behaviour', adopt: 'form.login', hydrate: 'interaction', holdClicks: true, load }]);
    hydrate(document);
    const [byGet, byPost] = Array.from(document.querySelectorAll<HTMLFormElement>('form.login'));
    byGet!.requestSubmit();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    byPost!.requestSubmit();
    await vi.waitFor(() => expect(sent).toEqual(['post']));
  });
});

describe('triggers', () => {
  const PANEL = '<a class="opener" href="/cart/">Cart</a><aside class="panel"></aside>';

  it('fetch the code on intent over a trigger without mounting an idle island early', async () => {
    document.body.innerHTML = PANEL;
    const panel = deferred('panel', { adopt: '.panel', hydrate: 'visible', trigger: '.opener' });
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    registerIslands([panel.definition]);
    hydrate(document);
    expect(panel.load).not.toHaveBeenCalled();
    document.querySelector('.opener')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(panel.load).toHaveBeenCalledTimes(1);
    panel.arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(panel.mounts).toHaveLength(0);
  });

  it('mount an interaction island on intent over its trigger, not only over itself', async () => {
    document.body.innerHTML = PANEL;
    const panel = behaviour('panel', { adopt: '.panel', hydrate: 'interaction', trigger: '.opener' });
    registerIslands([panel.definition]);
    hydrate(document);
    document.querySelector('.opener')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await ready(document.querySelector('.panel')!);
  });

  it('mount an interaction island at once when its trigger had focus before the island was known', async () => {
    document.body.innerHTML = '<input class="opener"><div class="panel"></div>';
    document.querySelector<HTMLInputElement>('.opener')!.focus();
    const panel = behaviour('panel', { adopt: '.panel', hydrate: 'interaction', trigger: '.opener' });
    registerIslands([panel.definition]);
    hydrate(document);
    await ready(document.querySelector('.panel')!);
  });

  it('mount an interaction island at once when focus was already inside it', async () => {
    document.body.innerHTML = '<div class="slider"><input class="min"></div>';
    document.querySelector<HTMLInputElement>('.min')!.focus();
    const slider = behaviour('slider', { adopt: '.slider', hydrate: 'interaction' });
    registerIslands([slider.definition]);
    hydrate(document);
    await ready(document.querySelector('.slider')!);
  });

  it('hold a click on a trigger, mount the island and replay the click', async () => {
    document.body.innerHTML = PANEL;
    const opened: string[] = [];
    const panel = deferred('panel', { adopt: '.panel', hydrate: 'visible', trigger: '.opener' });
    const real = islandFor(
      { name: 'panel', kind: 'behaviour' },
      {
        mount: ({ signal }) =>
          document.addEventListener(
            'click',
            (event) => {
              event.preventDefault();
              opened.push('open');
            },
            { signal },
          ),
      },
    );
    panel.load.mockImplementation(async () => {
      await new Promise<void>((resolve) => (panel.arrive = resolve));
      return real.load();
    });
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    registerIslands([panel.definition]);
    hydrate(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.opener')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(panel.load).toHaveBeenCalled());
    panel.arrive();
    await ready(document.querySelector('.panel')!);
    await vi.waitFor(() => expect(opened).toEqual(['open']));
  });
});

describe('a held click replayed', () => {
  it('reaches what the shopper clicked inside the held element, so a radio or a label inside does its part', async () => {
    document.body.innerHTML = '<ul class="list"><li class="item"><input type="radio" name="r"></li></ul>';
    const list = deferred('list', { adopt: '.list', trigger: '.item' });
    const reached: string[] = [];
    document.querySelector('.list')!.addEventListener('click', (event) => reached.push((event.target as Element).localName));
    registerIslands([list.definition]);
    hydrate(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('input')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    list.arrive();
    await ready(document.querySelector('.list')!);
    await vi.waitFor(() => expect(reached).toEqual(['input']));
  });
});

describe('slow chunks', () => {
  it('never hold another island: each fetch is its own', async () => {
    document.body.innerHTML = '<div data-island="stalled"></div><div data-island="fine"></div>';
    const stalled = deferred('stalled');
    const fine = behaviour('fine');
    registerIslands([stalled.definition, fine.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="fine"]')!);
    expect(document.querySelector('[data-island="stalled"]')!.getAttribute('data-island-state')).toBe('loading');
    stalled.arrive();
    await ready(document.querySelector('[data-island="stalled"]')!);
  });
});

describe('delegated listeners', () => {
  it('give an event to the first matching handler that takes it, and to none past it', () => {
    document.body.innerHTML = '<div class="outer"><button class="inner">Go</button></div>';
    const seen: string[] = [];
    delegate(['click'], '.inner', (element) => {
      seen.push(`inner:${element.className}`);
      return true;
    });
    delegate(['click'], '.outer', () => {
      seen.push('outer');
    });
    document.querySelector<HTMLElement>('.inner')!.click();
    expect(seen).toEqual(['inner:inner']);
  });

  it('let the others see an event a handler did not take, matched from the target up', () => {
    document.body.innerHTML = '<div class="outer"><span class="label">Go</span></div>';
    const seen: string[] = [];
    delegate(['click'], '.outer', (element) => void seen.push(`first:${element.className}`));
    delegate(['click'], '.outer', (element) => void seen.push(`second:${element.className}`));
    document.querySelector<HTMLElement>('.label')!.click();
    expect(seen).toEqual(['first:outer', 'second:outer']);
  });

  it('match nothing with a selector the browser rejects, and stop once cleared', () => {
    document.body.innerHTML = '<button class="go">Go</button>';
    const broken = vi.fn();
    const handled = vi.fn();
    delegate(['click'], 'button[', broken);
    delegate(['click'], '.go', handled);
    document.querySelector<HTMLElement>('.go')!.click();
    expect(broken).not.toHaveBeenCalled();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(closest(document.body, '(')).toBeNull();

    clearDelegates();
    document.querySelector<HTMLElement>('.go')!.click();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});

describe('adopting plugin markup', () => {
  it('finds matches inside a root and the root itself, and nothing for a rejected selector', () => {
    document.body.innerHTML = '<div class="box"><p class="box"></p></div>';
    const root = document.querySelector('div.box')!;
    expect(within(root, '.box')).toEqual([root, root.querySelector('p')]);
    expect(within(root, '[')).toEqual([]);
  });

  it('marks real markup with its island, keeping a marker already there and skipping page behaviours', () => {
    registerIslands([
      behaviour('quantity', { adopt: '.quantity' }).definition,
      behaviour('page-wide', { kind: 'page', adopt: '.quantity' }).definition,
    ]);
    document.body.innerHTML = '<div class="quantity"></div><div class="quantity" data-island="stepper"></div><a class="buy"></a>';
    registerIslands([behaviour('buy', { kind: 'page', adopt: '.buy' }).definition]);
    adopt(document);
    expect(Array.from(document.querySelectorAll<HTMLElement>('.quantity')).map((element) => element.dataset.island)).toEqual(['quantity', 'stepper']);
    expect(document.querySelector('.buy')!.hasAttribute('data-island')).toBe(false);
  });
});

describe('yielding to the main thread', () => {
  it('uses scheduler.yield where the browser has it, else a task', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);

    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});

describe('window.lantern', () => {
  it('hands over the store, hydrate, unmount and on', () => {
    const store = createLanternStore();
    const api = createApi(store, noReport);
    expect(api.store).toBe(store);
    expect(api.hydrate).toBe(hydrate);
    expect(api.unmount).toBe(unmount);
    expect(api.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

/** An island whose mount the test finishes: `mounted(cleanup)` resolves the one waiting. */
function mountedByHand(name: string, extra: Partial<Spec> = {}) {
  const finish: Array<(cleanup: Cleanup | undefined) => void> = [];
  const mounter = vi.fn<IslandMounter>(() => new Promise((resolve) => finish.push(resolve)));
  const definition: IslandDefinition = { name, kind: 'behaviour', hydrate: 'load', ...extra, load: () => Promise.resolve(mounter) };
  return { definition, mounter, mounted: (cleanup?: Cleanup) => finish.shift()?.(cleanup) };
}

describe('the lifecycle of one island', () => {
  it('mounts again when the page is scanned after an unmount', async () => {
    document.body.innerHTML = '<div data-island="panel"></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    const element = document.querySelector('[data-island]')!;
    await ready(element);
    unmount(element);
    hydrate(document);
    await ready(element);
    expect(panel.mounts).toHaveLength(2);
  });

  it('unmounts the islands whose element left the page when swept, and keeps the others', async () => {
    document.body.innerHTML = '<div data-island="gone"></div><div data-island="kept"></div>';
    const gone = behaviour('gone');
    const kept = behaviour('kept');
    registerIslands([gone.definition, kept.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="gone"]')!);
    await ready(document.querySelector('[data-island="kept"]')!);
    document.querySelector('[data-island="gone"]')!.remove();
    sweepDisconnected();
    expect(gone.cleanups).toHaveBeenCalledTimes(1);
    expect(kept.cleanups).not.toHaveBeenCalled();
  });

  it('unmounts the others and reports it when one clean-up throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-island="first"></div><div data-island="second"></div>';
    const first = behaviour('first');
    const second = behaviour('second');
    first.cleanups.mockImplementation(() => {
      throw new Error('stuck');
    });
    registerIslands([first.definition, second.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="first"]')!);
    await ready(document.querySelector('[data-island="second"]')!);
    unmount(document.body);
    expect(second.cleanups).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[lantern] clean-up failed', new Error('stuck'));
  });

  it('never fetches the code of an island unmounted before its strategy let it load', async () => {
    document.body.innerHTML = '<div data-island="cancelled"></div><div data-island="control"></div>';
    const cancelled = behaviour('cancelled');
    const load = vi.spyOn(cancelled.definition, 'load');
    registerIslands([cancelled.definition, behaviour('control').definition]);
    hydrate(document);
    const element = document.querySelector('[data-island="cancelled"]')!;
    unmount(element);
    await ready(document.querySelector('[data-island="control"]')!);
    expect(load).not.toHaveBeenCalled();
    expect(element.hasAttribute('data-island-state')).toBe(false);
  });

  it('never mounts an island whose element left the page while its code loaded, nor calls it ready', async () => {
    document.body.innerHTML = '<div data-island="removed"></div><div data-island="control"></div>';
    const removed = deferred('removed');
    const control = deferred('control');
    registerIslands([removed.definition, control.definition]);
    hydrate(document);
    const element = document.querySelector('[data-island="removed"]')!;
    await vi.waitFor(() => expect(removed.load).toHaveBeenCalled());
    element.remove();
    // Mounts run one at a time in the order their code came: once the control is ready, the
    // removed island has had its turn.
    removed.arrive();
    await Promise.resolve();
    control.arrive();
    await ready(document.querySelector('[data-island="control"]')!);
    expect(removed.mounts).toHaveLength(0);
    expect(element.getAttribute('data-island-state')).toBe('loading');
  });

  it('never calls the mount of an island unmounted while its code loaded', async () => {
    document.body.innerHTML = '<div data-island="cancelled"></div>';
    const cancelled = mountedByHand('cancelled');
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)).then(() => cancelled.mounter));
    registerIslands([{ ...cancelled.definition, load }, behaviour('control').definition]);
    hydrate(document);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    unmount(document.querySelector('[data-island="cancelled"]')!);
    arrive();
    document.body.insertAdjacentHTML('beforeend', '<div data-island="control"></div>');
    hydrate(document);
    await ready(document.querySelector('[data-island="control"]')!);
    expect(cancelled.mounter).not.toHaveBeenCalled();
  });

  it('runs the clean-up of an island unmounted while it was mounting, as soon as the mount ends', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-island="without"></div><div data-island="with"></div>';
    const without = mountedByHand('without');
    const withCleanup = mountedByHand('with');
    registerIslands([without.definition, withCleanup.definition]);
    hydrate(document);
    await vi.waitFor(() => expect(without.mounter).toHaveBeenCalled());
    unmount(document.querySelector('[data-island="without"]')!);
    without.mounted(undefined);
    await vi.waitFor(() => expect(withCleanup.mounter).toHaveBeenCalled());
    unmount(document.querySelector('[data-island="with"]')!);
    const cleanup = vi.fn();
    withCleanup.mounted(cleanup);
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
    expect(logged).not.toHaveBeenCalled();
    expect(document.querySelector('[data-island="without"]')!.hasAttribute('data-island-state')).toBe(false);
  });

  it('gives the main thread back before each mount', async () => {
    const yields: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    document.body.innerHTML = '<div data-island="panel"></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    await vi.waitFor(() => expect(yields).toHaveLength(1));
    expect(panel.mounts).toHaveLength(0);
    yields[0]!();
    await ready(document.querySelector('[data-island]')!);
  });
});

describe('choosing what to mount', () => {
  it('mounts a page behaviour only once its markup is on the page', async () => {
    document.body.innerHTML = '<div data-island="control"></div>';
    const buy = behaviour('buy', { kind: 'page', adopt: '.buy' });
    registerIslands([buy.definition, behaviour('control').definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="control"]')!);
    expect(buy.mounts).toHaveLength(0);
    const list = document.body.appendChild(document.createElement('ul'));
    list.innerHTML = '<li><a class="buy">Buy</a></li>';
    hydrate(list);
    await vi.waitFor(() => expect(buy.mounts).toHaveLength(1));
  });

  it('mounts nothing on a marker that names a page behaviour, nor on SVG markup', async () => {
    document.body.innerHTML = '<div data-island="buy"></div><svg data-island="icon"></svg><div data-island="control"></div>';
    const buy = behaviour('buy', { kind: 'page', adopt: '.buy' });
    const icon = behaviour('icon');
    registerIslands([buy.definition, icon.definition, behaviour('control').definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="control"]')!);
    expect(buy.mounts).toHaveLength(0);
    expect(icon.mounts).toHaveLength(0);
  });

  it('loads an island that names no strategy when the browser is idle, unless its marker says otherwise', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    document.body.innerHTML =
      '<div data-island="later"></div><div data-island="later" data-hydrate="load"></div><div data-island="eager"></div><a class="buy"></a>';
    const later = behaviour('later', { hydrate: undefined });
    const buy = behaviour('buy', { kind: 'page', adopt: '.buy', hydrate: undefined });
    registerIslands([later.definition, behaviour('eager').definition, buy.definition]);
    hydrate(document);
    const [waiting, asked] = Array.from(document.querySelectorAll('[data-island="later"]'));
    await ready(document.querySelector('[data-island="eager"]')!);
    await ready(asked!);
    expect(waiting!.hasAttribute('data-island-state')).toBe(false);
    expect(buy.mounts).toHaveLength(0);
    idle.forEach((callback) => callback());
    await ready(waiting!);
    await vi.waitFor(() => expect(buy.mounts).toHaveLength(1));
  });

  it('mounts the island scheduled on an element at once when woken, and ignores other elements', async () => {
    document.body.innerHTML = '<div data-island="panel" data-hydrate="interaction"></div>';
    const panel = behaviour('panel');
    registerIslands([panel.definition]);
    hydrate(document);
    expect(() => wake(document.body)).not.toThrow();
    wake(document.querySelector<HTMLElement>('[data-island]')!);
    await ready(document.querySelector('[data-island]')!);
  });
});

describe('triggers and held clicks across islands', () => {
  it('fetch the code once on intent however many elements share the island', async () => {
    document.body.innerHTML = '<a class="opener" href="/cart/">Cart</a><aside class="panel"></aside><aside class="panel"></aside>';
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const panel = deferred('panel', { adopt: '.panel', hydrate: 'visible', trigger: '.opener' });
    registerIslands([panel.definition]);
    hydrate(document);
    document.querySelector('.opener')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(panel.load).toHaveBeenCalledTimes(1);
  });

  it('leave clicks on an island’s markup alone when the island does not hold them', () => {
    document.body.innerHTML = '<a class="panel" href="/cart/">Cart</a>';
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    registerIslands([deferred('panel', { adopt: '.panel', hydrate: 'visible' }).definition]);
    hydrate(document);
    const link = document.querySelector('.panel')!;
    const reached = vi.fn();
    link.addEventListener('click', reached);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('hold a click for an island whose code is not here even when another island is ready', async () => {
    document.body.innerHTML = '<div data-island="fine"></div><a class="buy" href="#buy">Buy</a>';
    const buy = deferred('buy', { kind: 'page', adopt: '.buy', hydrate: 'idle', holdClicks: true });
    registerIslands([behaviour('fine').definition, buy.definition]);
    hydrate(document);
    await ready(document.querySelector('[data-island="fine"]')!);
    const link = document.querySelector('.buy')!;
    const reached = vi.fn();
    link.addEventListener('click', reached);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).not.toHaveBeenCalled();
  });

  it('let a click through at once once the island is ready', async () => {
    document.body.innerHTML = '<a class="opener" href="/cart/">Cart</a><aside class="panel"></aside>';
    const panel = behaviour('panel', { adopt: '.panel', hydrate: 'load', trigger: '.opener' });
    registerIslands([panel.definition]);
    hydrate(document);
    await ready(document.querySelector('.panel')!);
    const opener = document.querySelector('.opener')!;
    const reached = vi.fn();
    opener.addEventListener('click', reached);
    opener.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).toHaveBeenCalledTimes(1);
  });
});

describe('before the loader has booted', () => {
  it('marks an island as failed, saying why, instead of mounting it without a store; it mounts once booted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    const fresh = await import('./lifecycle');
    const { registerIslands: register } = await import('./registry');
    const { islandFor: freshIslandFor } = await import('./testing');
    const { createLanternStore: freshStore } = await import('../store/store');
    const mount = vi.fn();
    register([freshIslandFor({ name: 'panel', kind: 'behaviour', hydrate: 'load' }, { mount })]);
    onTestFinished(() => fresh.unmountAll());
    document.body.innerHTML = '<div data-island="panel"></div>';
    fresh.hydrate(document);
    const element = document.querySelector('[data-island]')!;
    await vi.waitFor(() => expect(element.getAttribute('data-island-state')).toBe('error'));
    expect(logged).toHaveBeenCalledWith('[lantern] island "panel" failed to mount', new Error('Lantern has not booted'));
    expect(mount).not.toHaveBeenCalled();

    fresh.setHost({ store: freshStore(), hydrate: fresh.hydrate, unmount: fresh.unmount, wake: fresh.wake });
    document.body.insertAdjacentHTML('beforeend', '<div data-island="panel" id="after-boot"></div>');
    fresh.hydrate(document);
    await vi.waitFor(() => expect(document.getElementById('after-boot')!.getAttribute('data-island-state')).toBe('ready'));
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
