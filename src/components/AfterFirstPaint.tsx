import { type ReactNode, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type PanelTurn, showsAtOnce, takeTurn } from './panel-turns';

/**
 * `children` once the browser has painted the screen this is part of, and the panels before it (in the page's
 * order) have shown; nothing before. For what is below the fold or says little at first (balances, history,
 * NFTs, the footer): their code is fetched and rendered after the main content has been painted, and one
 * panel at a time, so that their code, renders and layouts do not pile up into long tasks on a phone
 * (docs/performance.md, "On a phone"). Lazy children show once their code is in, with nothing in their place
 * until then.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [atOnce] = useState(showsAtOnce);
  const [shown, setShown] = useState(atOnce);
  const turn = useRef<PanelTurn | undefined>(undefined);
  useEffect(() => {
    if (atOnce) return;
    let mounted = true;
    const mine = takeTurn();
    turn.current = mine;
    void mine.start.then(() => {
      // In a transition: what shows then renders in slices that leave the browser free between them.
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
      mine.finish();
    };
  }, [atOnce]);
  const settled = useCallback(() => turn.current?.finish(), []);
  return shown ? (
    <Suspense fallback={null}>
      {children}
      <Settled onSettled={settled} />
    </Suspense>
  ) : null;
}

/** Committed with the panel's content, so once its lazy parts are in (a suspended boundary commits neither). */
function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(() => onSettled(), [onSettled]);
  return null;
}
