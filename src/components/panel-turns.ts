import { afterNextPaint, browserTimers, type FrameTimers, pageShown } from '../lib/tasks';

/**
 * How long a panel's turn lasts at most, from its start: its code may still be on the way, or failing, and one
 * slow panel must not hold the others back.
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
 * the first starts once the page is painted; each next once the one before has finished (shown, or gone) or
 * `TURN_LIMIT_MS` after the one before started, whichever comes first, and then a frame is painted (in a
 * hidden page, which paints none, at once: the transfer tracker is among the panels). `idle`: a panel mounting
 * now may show at once, the page being painted and every turn taken so far over. The browser's timers and the
 * page's visibility are passed in so that tests can drive them.
 */
export function panelTurns(timers: FrameTimers = browserTimers(), isPageShown: () => boolean = pageShown) {
  let queueEnd: Promise<void> | undefined;
  let turnsNotOver = 0;
  let painted = false;
  const limit = () => new Promise<void>((resolve) => timers.setTimer(resolve, TURN_LIMIT_MS));
  return {
    take(): PanelTurn {
      turnsNotOver += 1;
      let over = false;
      const endTurn = () => {
        if (!over) turnsNotOver -= 1;
        over = true;
      };
      let resolveFinished = () => {};
      const finished = new Promise<void>((resolve) => {
        resolveFinished = resolve;
      });
      queueEnd ??= afterNextPaint(timers).then(() => {
        painted = true;
      });
      const start = queueEnd;
      queueEnd = start.then(async () => {
        // Finished before its turn (unmounted): nothing shows, no frame to wait for.
        if (over) return;
        await Promise.race([finished, limit()]);
        endTurn();
        if (isPageShown()) await afterNextPaint(timers);
      });
      return {
        start,
        finish: () => {
          endTurn();
          resolveFinished();
        },
      };
    },
    idle: () => painted && turnsNotOver === 0,
  };
}

const pageTurns = panelTurns();

export const takeTurn = pageTurns.take;
export const showsAtOnce = pageTurns.idle;
