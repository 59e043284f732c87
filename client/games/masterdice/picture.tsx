// Masterdice as "Live now" draws it (160 × 100, from the spectators' view): the seven attempt rows, each die in its
// column's colour with its value, and each row's answer as pegs (equal, lower, higher).
import type { ReactElement } from 'react';
import type { MasterdiceView } from '../../../shared/games/masterdice/index.js';

/** The columns' colours: blue, red, yellow, green (the code's four dice). */
const COLUMN = ['#2f62b8', '#b4432c', '#d9a21b', '#3f8a3a'];
const PEG = { equal: '#f4efe4', lower: '#3b2417', higher: '#b5652b' } as const;

/** The drawing's shapes. */
export function Picture({ view }: { readonly view: MasterdiceView }): ReactElement {
  const rows = Array.from({ length: 7 }, (_, i) => view.rows[i] ?? null);
  return (
    <g>
      <rect x="28" y="6" width="104" height="88" rx="6" fill="#e9dcc4" stroke="#8a6a4a" strokeWidth="1" />
      {rows.map((row, r) => (
        <g key={r} transform={`translate(36 ${11 + r * 11.6})`}>
          {[0, 1, 2, 3].map((c) => {
            const v = row?.placed[c] ?? null;
            return v === null ? (
              <rect key={c} x={c * 13} y="0" width="9" height="9" rx="2" fill="none" stroke="#c8b593" />
            ) : (
              <g key={c}>
                <rect x={c * 13} y="0" width="9" height="9" rx="2" fill={COLUMN[c]} />
                <text x={c * 13 + 4.5} y="7" fontSize="7" textAnchor="middle" fill="#fff" fontWeight="700">
                  {v}
                </text>
              </g>
            );
          })}
          {row
            ? (['equal', 'lower', 'higher'] as const).flatMap((k, ki) =>
                Array.from({ length: row.feedback[k] }, (_, j) => (
                  <circle
                    key={`${k}${j}`}
                    cx={58 + (ki * 2 + j) * 4.6}
                    cy="4.5"
                    r="1.9"
                    fill={PEG[k]}
                    stroke="#6b5134"
                    strokeWidth="0.4"
                  />
                )),
              )
            : null}
        </g>
      ))}
    </g>
  );
}
