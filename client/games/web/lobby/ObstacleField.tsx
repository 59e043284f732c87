// Web's obstacle option in the create form: none, N coins drawn at random near the centre, or coins the creator
// places by clicking squares of a small grid round the central server card (plain HTML buttons: touch-sized,
// reachable by keyboard). The form holds one string (obstacles.ts).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import {
  FIELD_H,
  FIELD_W,
  PLACED_MAX,
  RANDOM_COUNTS,
  decodeObstacles,
  encodeObstacles,
  isCentral,
  toggleSquare,
  type Spot,
} from './obstacles.js';
import './obstacles.css';

/** What the lobby hands a custom option renderer (structurally catalog.ts's CustomFieldProps). */
export interface ObstacleFieldProps {
  readonly label: string;
  readonly value: unknown;
  /** Radio group name, unique in the page. */
  readonly group: string;
  readonly onChange: (value: string) => void;
}

const K = 'games.web.options';

/** The obstacle picker. */
export function ObstacleField({ label, value, group, onChange }: ObstacleFieldProps) {
  const { t } = useTranslation();
  const choice = decodeObstacles(value);
  // The coins placed and the count chosen last, kept while the creator tries another kind and comes back.
  const [placed, setPlaced] = useState<readonly Spot[]>(choice.kind === 'placed' ? choice.squares : []);
  const [count, setCount] = useState<number>(choice.kind === 'random' ? choice.count : 4);
  const kind = choice.kind === 'placed' || (choice.kind === 'off' && value === 'placed:') ? 'placed' : choice.kind;

  const place = (s: Spot) => {
    const next = toggleSquare(placed, s);
    setPlaced(next);
    onChange(next.length > 0 ? encodeObstacles({ kind: 'placed', squares: next }) : 'placed:');
  };
  const pick = (k: 'off' | 'random' | 'placed') => {
    if (k === 'off') onChange('off');
    else if (k === 'random') onChange(encodeObstacles({ kind: 'random', count }));
    else onChange(placed.length > 0 ? encodeObstacles({ kind: 'placed', squares: placed }) : 'placed:');
  };
  const has = (x: number, y: number) => placed.some((s) => s[0] === x && s[1] === y);

  return (
    <fieldset className="field plain wb-obstacles" data-testid="lobby-opt-obstacles">
      <legend>{t(label)}</legend>
      <div className="segmented wrap">
        {(['off', 'random', 'placed'] as const).map((k) => (
          <label key={k} data-testid={`lobby-opt-obstacles-${k}`} title={t(`${K}.hints.${k}`)}>
            <input type="radio" name={group} checked={kind === k} onChange={() => pick(k)} />
            <span>{t(`${K}.kinds.${k}`)}</span>
          </label>
        ))}
      </div>
      {kind === 'random' ? (
        <div className="segmented wrap wb-counts" role="radiogroup" aria-label={t(`${K}.count`)}>
          {RANDOM_COUNTS.map((n) => (
            <label key={n} data-testid={`lobby-opt-obstacles-random-${n}`} title={t(`${K}.countTitle`, { count: n })}>
              <input
                type="radio"
                name={`${group}-count`}
                checked={choice.kind === 'random' && choice.count === n}
                onChange={() => {
                  setCount(n);
                  onChange(encodeObstacles({ kind: 'random', count: n }));
                }}
              />
              <span>{t(`${K}.coins`, { count: n })}</span>
            </label>
          ))}
        </div>
      ) : null}
      {kind === 'placed' ? (
        <div className="wb-field-wrap">
          <div
            className="wb-field"
            role="group"
            aria-label={t(`${K}.grid`)}
            style={{ gridTemplateColumns: `repeat(${FIELD_W * 2 + 1}, 1fr)` }}
          >
            {Array.from({ length: FIELD_H * 2 + 1 }, (_, r) =>
              Array.from({ length: FIELD_W * 2 + 1 }, (_, c) => {
                const x = c - FIELD_W,
                  y = r - FIELD_H;
                if (isCentral([x, y])) {
                  return (
                    <span
                      key={`${x},${y}`}
                      className={`wb-cell wb-central${x === 0 ? ' server' : ''}`}
                      title={t(`${K}.central`)}
                      aria-hidden="true"
                    />
                  );
                }
                const on = has(x, y);
                return (
                  <button
                    key={`${x},${y}`}
                    type="button"
                    className={`wb-cell${on ? ' coin' : ''}`}
                    aria-pressed={on}
                    aria-label={t(`${K}.square`, { x, y })}
                    title={t(`${K}.squareTitle`, { x, y })}
                    data-testid={`lobby-obstacle-${x}_${y}`}
                    disabled={!on && placed.length >= PLACED_MAX}
                    onClick={() => place([x, y])}
                  />
                );
              }),
            )}
          </div>
          <p className="muted small option-hint" data-testid="lobby-obstacles-placed">
            {t(`${K}.placed`, { count: placed.length, max: PLACED_MAX })}
          </p>
        </div>
      ) : null}
      <p className="muted small option-hint">{t(`${K}.hints.${kind}`)}</p>
    </fieldset>
  );
}
