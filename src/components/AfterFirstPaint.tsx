import { type ReactNode, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type PanelTurn, showsAtOnce, takeTurn } from './panel-turns';

/**
 * `children` once the browser has painted the screen this is part of, and in its turn after the panels before
 * it in the page (`panel-turns.ts`: each waits for the one before to show, 1 s at most); at once when every
 * turn is over; nothing before. For what is below the fold or says little at first (balances, history, NFTs,
 * the footer): their code is fetched and rendered after the main content has been painted, one panel at a
 * time, so that their code, renders and layouts do not pile up into long tasks on a phone
 * (docs/performance.md, "On a phone"). Lazy children show once their code is in, with nothing in their place
 * until then.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(showsAtOnce);
  // Read by the effect: one that runs again once shown (Fast Refresh, a hidden tree shown again) takes no turn.
  const shownYet = useRef(shown);
  const turn = useRef<PanelTurn | undefined>(undefined);
  useEffect(() => {
    if (shownYet.current) return;
    let mounted = true;
    const mine = takeTurn();
    turn.current = mine;
    void mine.start.then(() => {
      if (!mounted) return;
      shownYet.current = true;
      // In a transition: what shows then renders in slices that leave the browser free between them.
      startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
      mine.finish();
    };
  }, []);
  const finishTurn = useCallback(() => turn.current?.finish(), []);
  return shown ? (
    <Suspense fallback={null}>
      {children}
      <Settled onSettled={finishTurn} />
    </Suspense>
  ) : null;
}

/**
 * Committed with the panel's content, so once its lazy parts are in; those inside a Suspense boundary of their
 * own may still be loading (a suspended boundary commits none of its children, a nested one only its fallback).
 */
function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(() => {
    onSettled();
  }, [onSettled]);
  return null;
}
