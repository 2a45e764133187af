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

function mentionsLantern(event: TraceEvent): boolean {
  return event.args !== undefined && JSON.stringify(event.args).includes('/lantern/');
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
    const lanternMoments = list.filter(mentionsLantern).map((event) => event.ts);
    for (const task of list) {
      if (task.name !== 'RunTask' || task.dur === undefined) continue;
      const end = task.ts + task.dur;
      tasks.push({ duration: task.dur / 1000, lantern: lanternMoments.some((ts) => ts >= task.ts && ts <= end) });
    }
  }
  return tasks;
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
