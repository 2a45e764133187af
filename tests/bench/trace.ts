/** A Chrome trace event, as far as the benchmark reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

export interface MainThreadTask {
  /** Milliseconds. */
  duration: number;
  /** The task ran Lantern code (an event inside it names a /lantern/ script). */
  lantern: boolean;
  /** The Lantern files named inside the task, e.g. `chunks/react-root-abc.js`. */
  lanternFiles: string[];
}

function mainThreads(events: readonly TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && (event.args?.name as string | undefined) === 'CrRendererMain') {
      threads.add(`${event.pid}:${event.tid}`);
    }
  }
  return threads;
}

/** Lantern files an event's arguments name (script URLs of evaluations, calls, compiles). */
function lanternFilesOf(event: TraceEvent): string[] {
  if (event.args === undefined) return [];
  const named = JSON.stringify(event.args).match(/\/lantern\/[^"?#\s]+/g) ?? [];
  return named.map((path) => path.slice('/lantern/'.length));
}

/**
 * The renderer main threads' tasks (`RunTask` in `devtools.timeline`), each marked when Lantern
 * code ran inside it (a script evaluation, function call or compile naming a /lantern/ URL).
 */
export function mainThreadTasks(traceJson: string): MainThreadTask[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const threads = mainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key) || event.ph !== 'X') continue;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const tasks: MainThreadTask[] = [];
  for (const list of byThread.values()) {
    const lanternMoments = list
      .map((event) => ({ ts: event.ts, files: lanternFilesOf(event) }))
      .filter((moment) => moment.files.length > 0);
    for (const task of list) {
      if (task.name !== 'RunTask' || task.dur === undefined) continue;
      const end = task.ts + task.dur;
      const inside = lanternMoments.filter((moment) => moment.ts >= task.ts && moment.ts <= end);
      const lanternFiles = Array.from(new Set(inside.flatMap((moment) => moment.files))).sort();
      tasks.push({ duration: task.dur / 1000, lantern: lanternFiles.length > 0, lanternFiles });
    }
  }
  return tasks;
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
