import { afterNextPaint, browserTimers, type FrameTimers, pageShown } from '../lib/tasks';

/**
 * How long a panel's turn lasts at most: its code may still be on the way, or failing, and one slow panel
 * must not hold the others back.
 */
export const TURN_LIMIT_MS = 1_000;

export interface PanelTurn {
  /** Resolves when the panel may show. */
  readonly start: Promise<void>;
  /** The panel has shown (or is gone): the next may start. Calling it again does nothing. */
  readonly finish: () => void;
}

/**
 * The turns of the panels held until the first paint (`AfterFirstPaint`, docs/performance.md, "On a phone"):
 * the first starts once the page is painted, each next once the one before has shown its content and that is
 * painted (in a hidden page, which paints nothing, at once: the transfer tracker is among the panels), or
 * `TURN_LIMIT_MS` after its start. `idle`: a panel mounting now may show at once, the page being painted and no
 * panel waiting or showing. The browser's timers and the page's visibility are passed in so that tests can
 * drive them.
 */
export function panelTurns(timers: FrameTimers = browserTimers(), shown: () => boolean = pageShown) {
  let queueEnd: Promise<void> | undefined;
  let unfinished = 0;
  let painted = false;
  const limit = () => new Promise<void>((resolve) => timers.setTimer(resolve, TURN_LIMIT_MS));
  return {
    take(): PanelTurn {
      unfinished += 1;
      let open = true;
      let resolveFinished = () => {};
      const finished = new Promise<void>((resolve) => {
        resolveFinished = resolve;
      });
      queueEnd ??= afterNextPaint(timers).then(() => {
        painted = true;
      });
      const start = queueEnd;
      queueEnd = start.then(async () => {
        // Gone before its turn (unmounted): nothing shows, no frame to wait for.
        if (!open) return;
        await Promise.race([finished, limit()]);
        if (shown()) await afterNextPaint(timers);
      });
      return {
        start,
        finish: () => {
          if (open) unfinished -= 1;
          open = false;
          resolveFinished();
        },
      };
    },
    idle: () => painted && unfinished === 0,
  };
}

const pageTurns = panelTurns();

export const takeTurn = pageTurns.take;
export const showsAtOnce = pageTurns.idle;
