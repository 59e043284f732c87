// Labiro's map editor (a modal dialog over the lobby) and the small map previews of the create form. Flat-top hexes
// as on the table; a click or Enter/Space on a cell adds or removes a base; parseMap checks the map as the server will.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/useTranslation.js';
import { hexKey, hexToPixel, type Hex } from '../../../../shared/core/hex.js';
import { BASE_COUNT, PRESET_NAMES, presetMap, type LabiroMap } from '../../../../shared/games/labiro/map.js';
import {
  checkMap,
  drawRandomCells,
  editorGrid,
  hasBase,
  hexPoints,
  moveOnGrid,
  toggleBase,
  viewBoxOf,
  type GridKey,
} from './mapEditor.js';
import { CloseIcon, DieIcon } from '../../../kit/icons.js';
import './mapEditor.css';

/** A small picture of a map's bases (presets, the custom map); decorative unless given a label. */
export function MapPreview({ cells, label }: { readonly cells: readonly Hex[]; readonly label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the a11y spread gives it role img with an aria-label, or aria-hidden when decorative
    <svg className="map-preview" viewBox={viewBoxOf(cells, 1, 0.2)} {...a11y}>
      {cells.map((h) => (
        <polygon key={hexKey(h)} points={hexPoints(h, 1, 0.1)} />
      ))}
    </svg>
  );
}

/** A fresh seed for the lobby's random draw (browser side: the table's own random map is drawn by the server). */
function browserSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] ?? 1;
}

const GRID_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * The map editor: the grid, the count, the verdict, starting points (presets, a random draw, an empty grid) and
 * "Use this map", which hands the checked, centred map back. Escape or Cancel leaves without changing anything.
 */
export function MapEditor(props: {
  readonly initial: readonly Hex[];
  readonly onUse: (map: LabiroMap) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { onUse, onCancel } = props;
  const [cells, setCells] = useState<readonly Hex[]>(props.initial);
  const [focus, setFocus] = useState<Hex>(props.initial[0] ?? { q: 0, r: 0 });
  const dialog = useRef<HTMLDialogElement>(null);
  const board = useRef<SVGSVGElement>(null);
  const id = useId();

  const grid = useMemo(() => editorGrid(cells), [cells]);
  const check = useMemo(() => checkMap(cells), [cells]);
  const cutOff = useMemo(() => new Set((check.ok ? [] : check.cutOff).map(hexKey)), [check]);
  const viewBox = useMemo(() => viewBoxOf(grid, 1, 0.15), [grid]);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // Keyboard users land on the grid (its one tab stop), not on the close button.
    board.current?.querySelector<SVGGElement>('[tabindex="0"]')?.focus();
    return () => d?.close();
  }, []);

  /** Moves the keyboard focus to a cell of the grid (roving tab stop). */
  function focusCell(h: Hex) {
    setFocus(h);
    // The cell is already drawn (moving never changes the grid): focus it now, so a quick Enter lands on it.
    board.current?.querySelector<SVGGElement>(`[data-cell="${hexKey(h)}"]`)?.focus();
  }

  function onCellKey(e: KeyboardEvent, h: Hex) {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setCells(toggleBase(cells, h));
    } else if (GRID_KEYS.includes(e.key)) {
      e.preventDefault();
      focusCell(moveOnGrid(h, e.key as GridKey, grid));
    }
  }

  function startFrom(next: readonly Hex[]) {
    setCells(next);
    setFocus(next[0] ?? { q: 0, r: 0 });
  }

  const total = BASE_COUNT;
  const verdict = check.ok
    ? t('games.labiro.map.ready', { total })
    : t(`games.labiro.map.problems.${check.key}`, { count: check.missing, have: check.count, total });
  const focusKey = grid.some((h) => hexKey(h) === hexKey(focus)) ? hexKey(focus) : hexKey(grid[0] ?? { q: 0, r: 0 });

  return createPortal(
    <dialog
      ref={dialog}
      className="map-editor"
      aria-labelledby={`${id}-title`}
      data-testid="map-editor"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className="map-editor-head">
        <h2 id={`${id}-title`}>{t('games.labiro.map.editorTitle')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={t('games.labiro.map.cancel')}
          title={t('games.labiro.map.closeTitle')}
          onClick={onCancel}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="map-editor-body">
        <div className="map-editor-board">
          <svg
            ref={board}
            className="map-grid"
            viewBox={viewBox}
            role="group"
            aria-label={t('games.labiro.map.grid')}
            aria-describedby={`${id}-help`}
          >
            <defs>
              <pattern
                id={`${id}-hatch`}
                width="0.35"
                height="0.35"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="0.35" height="0.35" fill="#f3d2c4" />
                <rect width="0.14" height="0.35" fill="#a3322a" />
              </pattern>
            </defs>
            {grid.map((h) => {
              const k = hexKey(h);
              const base = hasBase(cells, h);
              const cut = base && cutOff.has(k);
              return (
                <g
                  key={k}
                  data-cell={k}
                  role="button"
                  tabIndex={k === focusKey ? 0 : -1}
                  aria-pressed={base}
                  aria-label={t(base ? 'games.labiro.map.cellBase' : 'games.labiro.map.cellEmpty', { q: h.q, r: h.r })}
                  className={`map-cell ${base ? 'base' : 'empty'}${cut ? ' cut' : ''}`}
                  onClick={() => {
                    setFocus(h);
                    setCells(toggleBase(cells, h));
                  }}
                  onKeyDown={(e) => onCellKey(e, h)}
                >
                  <polygon points={hexPoints(h, 1, 0.05)} style={cut ? { fill: `url(#${id}-hatch)` } : undefined} />
                  {base ? <TowerMark h={h} /> : null}
                </g>
              );
            })}
          </svg>
          <p id={`${id}-help`} className="muted small">
            {t('games.labiro.map.help')}
          </p>
        </div>
        <div className="map-editor-side">
          <p className={`map-count ${cells.length === total ? 'ok' : 'bad'}`} data-testid="map-count">
            <strong>{t('games.labiro.map.count', { have: cells.length, total })}</strong>{' '}
            <span>{t('games.labiro.map.countLabel')}</span>
          </p>
          <p className={`map-verdict ${check.ok ? 'ok' : 'bad'}`} role="status" data-testid="map-verdict">
            <span aria-hidden="true" className="map-verdict-mark">
              {check.ok ? '✓' : '!'}
            </span>
            {verdict}
          </p>
          <fieldset className="field plain">
            <legend>{t('games.labiro.map.startFrom')}</legend>
            <div className="map-starts">
              {PRESET_NAMES.map((name) => {
                const label = t(`games.labiro.options.maps.${name}`);
                return (
                  <button
                    key={name}
                    type="button"
                    className="map-start"
                    data-testid={`map-start-${name}`}
                    title={t('games.labiro.map.startTitle', { name: label })}
                    onClick={() => startFrom(presetMap(name)?.cells ?? [])}
                  >
                    <MapPreview cells={presetMap(name)?.cells ?? []} />
                    <span>{label}</span>
                  </button>
                );
              })}
              <button
                type="button"
                className="map-start"
                data-testid="map-draw"
                title={t('games.labiro.map.drawTitle')}
                onClick={() => startFrom(drawRandomCells(browserSeed()))}
              >
                <DieIcon />
                <span>{t('games.labiro.map.draw')}</span>
              </button>
              <button
                type="button"
                className="map-start"
                data-testid="map-clear"
                title={t('games.labiro.map.clearTitle')}
                onClick={() => startFrom([])}
              >
                <span className="map-start-empty" aria-hidden="true" />
                <span>{t('games.labiro.map.clear')}</span>
              </button>
            </div>
          </fieldset>
          <div className="map-editor-actions">
            <button type="button" className="btn" title={t('games.labiro.map.closeTitle')} onClick={onCancel}>
              {t('games.labiro.map.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="map-use"
              title={t('games.labiro.map.useTitle')}
              disabled={!check.ok}
              onClick={() => check.ok && onUse(check.map)}
            >
              {t('games.labiro.map.use')}
            </button>
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

/** A tower on a base: a round top with a door mark, so a base reads without its colour. */
function TowerMark({ h }: { readonly h: Hex }) {
  const { x, y } = hexToPixel(h);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> with no tabIndex or link is not focusable; the mark is decorative
    <g className="tower-mark" aria-hidden="true">
      <circle cx={x} cy={y} r="0.48" />
      <rect x={x - 0.13} y={y - 0.48} width="0.26" height="0.24" />
    </g>
  );
}
