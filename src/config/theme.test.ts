import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTheme } from './theme';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reading the theme', () => {
  it("takes the slug and AJAX URL from the theme's localized global", () => {
    vi.stubGlobal('posteroAjax', { ajaxurl: '/sub/wp-admin/admin-ajax.php' });
    expect(readTheme(document, '/wp-admin/admin-ajax.php')).toEqual({ slug: 'postero', ajaxUrl: '/sub/wp-admin/admin-ajax.php' });
  });

  it("falls back to the theme's class names and WordPress's admin-ajax path", () => {
    document.body.innerHTML = '<form class="validator shopic-login-form-ajax"></form>';
    expect(readTheme(document, '/wp-admin/admin-ajax.php')).toEqual({ slug: 'shopic', ajaxUrl: '/wp-admin/admin-ajax.php' });
  });

  it('lets the site name the theme in lantern_config', () => {
    vi.stubGlobal('lantern_config', { theme: 'poco' });
    vi.stubGlobal('posteroAjax', { ajaxurl: '/x' });
    expect(readTheme(document, '/wp-admin/admin-ajax.php').slug).toBe('poco');
  });

  it('knows no slug on a page that names none', () => {
    expect(readTheme(document, '/wp-admin/admin-ajax.php')).toEqual({ slug: '', ajaxUrl: '/wp-admin/admin-ajax.php' });
  });
});
