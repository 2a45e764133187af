import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownScriptUrl } from './own-url';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Script tags as the server printed them, seen as the page's scripts: parsed apart from the
 * test's document, so none of them is fetched or run.
 */
function print(...tags: string[]): HTMLScriptElement[] {
  const scripts = new DOMParser().parseFromString(tags.join(''), 'text/html').scripts;
  vi.spyOn(document, 'scripts', 'get').mockReturnValue(scripts);
  return Array.from(scripts);
}

describe("the loader's own URL", () => {
  it('is the current script’s, printed as a classic script', () => {
    const [tag] = print('<script src="https://shop.example/assets/lantern.js?ver=2"></script>');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag ?? null);
    expect(ownScriptUrl()).toBe('https://shop.example/assets/lantern.js?ver=2');
  });

  it('is found among the page’s scripts by its file name, printed as a module', () => {
    print(
      '<script src="https://shop.example/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>',
      '<script type="module" src="https://shop.example/wp-content/plugins/lantern/dist/lantern.js?ver=0.1.0"></script>',
      '<script src="https://shop.example/wp-content/themes/theme/lantern.json.js"></script>',
    );
    expect(ownScriptUrl()).toBe('https://shop.example/wp-content/plugins/lantern/dist/lantern.js?ver=0.1.0');
  });

  it('is unknown when no script says, so the chunks are asked for relative to it', () => {
    print('<script src="https://shop.example/assets/bundle.js"></script>');
    expect(ownScriptUrl()).toBeUndefined();
  });
});
