import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/tasks';

// One wait for the whole page: every panel held shows in the same render once the first screen is painted.
let firstPaint: Promise<void> | undefined;
let painted = false;

/**
 * `children` once the browser has painted the screen this is part of; nothing before. For what is below the
 * fold or says little at first (balances, history, NFTs): their code is fetched and rendered after the main
 * content has been painted, not before it (docs/performance.md, "On a phone"). Lazy children show once their
 * code is in, with nothing in their place until then.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    firstPaint ??= afterNextPaint().then(() => {
      painted = true;
    });
    void firstPaint.then(() => {
      // In a transition: what shows then renders in slices that leave the browser free between them.
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
