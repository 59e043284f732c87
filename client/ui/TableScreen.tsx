// A live table (/t/<CODE>): the table view wired to client/net. App has already pointed the net at the code.
import { useEffect } from 'react';
import { navigate } from '../router.js';
import { useTavolo } from '../store.js';
import { sendAction } from '../net/index.js';
import { TableView } from './table/TableView.js';

/** The live table screen (lazy chunk: three, R3F and drei load with it). */
export default function TableScreen({ code }: { readonly code: string }) {
  // The seat held at this table (not one held at the table this page showed before: the queue moves pages on).
  const mySeat = useTavolo((s) => (s.table?.tableId === code ? s.mySeat : null));
  // A spectator who sat down: drop '?spectate=1' so a reload comes back to the seat.
  useEffect(() => {
    if (mySeat !== null && location.search.includes('spectate'))
      navigate({ kind: 'table', code, spectate: false }, true);
  }, [mySeat, code]);
  return <TableView mode="live" code={code} onIntent={sendAction} />;
}
