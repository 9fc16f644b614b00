/** How long a claim is looked for: the history loads after the form, so right after a reload it may not be there yet. */
const LOOK_FOR_MS = 5000;

/**
 * Brings the history row of the withdrawal sent in `originTxHash` into view and focuses its Claim button
 * (the row's action), waiting for the history to render it if it has not yet.
 */
export function focusClaim(originTxHash: string): void {
  const hash = originTxHash.toLowerCase();
  const started = performance.now();
  const look = () => {
    const row = [...document.querySelectorAll<HTMLElement>('li.transfer')].find(
      (item) => item.dataset.hash?.toLowerCase() === hash,
    );
    const claim = row?.querySelector<HTMLButtonElement>('.transfer-actions button');
    if (row && claim) {
      row.scrollIntoView({ block: 'center' });
      claim.focus({ preventScroll: true });
    } else if (performance.now() - started < LOOK_FOR_MS) requestAnimationFrame(look);
  };
  look();
}
