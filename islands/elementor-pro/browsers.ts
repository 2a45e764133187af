/** The browser flags of Elementor's `utils.environment` that the `browsers` condition reads. */
export function browserFlags(agent = navigator.userAgent): Record<string, boolean> {
  const edge = /Edg(e|A|iOS)?\//.test(agent);
  const chrome = !edge && /Chrome|CriOS/.test(agent);
  return {
    ie: /Trident|MSIE/.test(agent),
    edge,
    chrome,
    firefox: /Firefox|FxiOS/.test(agent),
    safari: !edge && !chrome && /Safari/.test(agent),
  };
}
