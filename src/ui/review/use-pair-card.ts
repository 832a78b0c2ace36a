/** The pair card of the review screen: read from the worker when the pair or its version changes, the first one given with the queue. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, PairCardView } from '../../client/app-client';

/** The card of `keys` at `version` (undefined while it loads), its error, and `setFirst` for the card the queue's first answer carries. */
export function usePairCard(client: AppClient, projectId: number, keys: [string, string] | undefined, version: number) {
  const [card, setCard] = useState<PairCardView>();
  const [cardError, setCardError] = useState<string>();
  /** The view of the card in state: its keys and the version it was read at (the first card comes with the queue). */
  const cardOf = useRef('');
  const keysId = keys ? keys.join('\u0000') : '';

  useEffect(() => {
    if (!keys || cardOf.current === `${keysId}#${version}`) return;
    let live = true;
    setCardError(undefined);
    client.pairCard(projectId, keys).then(
      (c) => {
        if (!live) return;
        cardOf.current = `${keysId}#${version}`;
        setCard(c);
      },
      (e: unknown) => live && setCardError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [keysId, version]);

  const setFirst = (first: PairCardView) => {
    setCard(first);
    cardOf.current = `${first.keys.join('\u0000')}#${version}`;
  };
  return { card, cardError, setFirst };
}
