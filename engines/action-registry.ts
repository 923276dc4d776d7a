import type { Timers } from './chunk-timeout';
import type { UrlAction } from './url-actions';

export type ActionHandler = (settings: Record<string, unknown>) => void;

/** Actions whose providers may load after the page (widgets): worth waiting for. */
export const deferredActions = [
  'popup:open',
  'popup:close',
  'off_canvas:open',
  'off_canvas:close',
  'off_canvas:toggle',
  'allyWidget:open',
];

/**
 * One dispatcher for every named action. An unknown name is ignored; a known one whose provider has
 * not registered yet is retried up to 30 times, 100 ms apart (spec §9), then dropped quietly.
 */
export function createActionRegistry(opts: { timers: Timers; retries?: number; interval?: number }) {
  const { timers, retries = 30, interval = 100 } = opts;
  const handlers = new Map<string, ActionHandler>();
  return {
    register(name: string, handler: ActionHandler): void {
      handlers.set(name, handler);
    },
    has: (name: string) => handlers.has(name),
    run(action: UrlAction): Promise<boolean> {
      return new Promise((resolve) => {
        let attempt = 0;
        const tryRun = () => {
          const handler = handlers.get(action.name);
          if (handler) {
            handler(action.settings);
            return resolve(true);
          }
          if (!deferredActions.includes(action.name) || attempt >= retries) return resolve(false);
          attempt += 1;
          timers.set(tryRun, interval);
        };
        tryRun();
      });
    },
  };
}
