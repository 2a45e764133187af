/** The `sourcebuster` npm package (a dev dependency: the reference the tracking is tested against). */
declare module 'sourcebuster' {
  const sbjs: {
    init(prefs: Record<string, unknown>): void;
    get: Record<string, Record<string, string>>;
  };
  export default sbjs;
}
