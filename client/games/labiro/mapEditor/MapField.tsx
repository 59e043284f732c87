// Labiro's map option in the create form: the presets with their previews, a random map, and one's own map drawn
// in the editor. The form holds one string (mapEditor.ts encodeMapChoice); the editor opens on demand.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import { PRESET_NAMES, presetMap, type LabiroMap } from '../../../../shared/games/labiro/map.js';
import { DieIcon } from '../../../kit/icons.js';
import { MapEditor, MapPreview } from './MapEditor.js';
import { RANDOM_MAP_VALUE, decodeMapChoice, encodeMapChoice, startingCells } from './mapEditor.js';

/** What the lobby hands a custom option renderer (structurally Lobby.tsx's CustomFieldProps). */
export interface MapFieldProps {
  readonly label: string;
  readonly value: unknown;
  /** Radio group name, unique in the page. */
  readonly group: string;
  readonly onChange: (value: string) => void;
}

const PencilIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

/** The map picker: one radio per preset, 'random' and (once drawn) one's own map; a button opens the editor. */
export function MapField({ label, value, group, onChange }: MapFieldProps) {
  const { t } = useTranslation();
  const choice = decodeMapChoice(value);
  // The last map drawn here, kept while the creator tries a preset and comes back to it.
  const [custom, setCustom] = useState<LabiroMap | null>(choice.kind === 'custom' ? choice.map : null);
  const [editing, setEditing] = useState(false);

  const selected = choice.kind === 'preset' ? `preset:${choice.name}` : choice.kind;
  const hintKey = choice.kind === 'preset' ? 'preset' : choice.kind;
  const use = (map: LabiroMap) => {
    setCustom(map);
    setEditing(false);
    onChange(encodeMapChoice({ kind: 'custom', map }));
  };

  return (
    <fieldset className="field plain map-field" data-testid="lobby-opt-map">
      <legend>{t(label)}</legend>
      <div className="map-choices">
        {PRESET_NAMES.map((name) => {
          const cells = presetMap(name)?.cells ?? [];
          return (
            <label
              key={name}
              className="map-choice"
              data-testid={`lobby-opt-map-${name}`}
              title={t('games.labiro.map.presetTitle', { name: t(`games.labiro.options.maps.${name}`) })}
            >
              <input
                type="radio"
                name={group}
                checked={selected === `preset:${name}`}
                onChange={() => onChange(`preset:${name}`)}
              />
              <span className="map-choice-body">
                <MapPreview cells={cells} />
                <span>{t(`games.labiro.options.maps.${name}`)}</span>
              </span>
            </label>
          );
        })}
        <label
          className="map-choice"
          data-testid="lobby-opt-map-random"
          title={t('games.labiro.options.mapHints.random')}
        >
          <input
            type="radio"
            name={group}
            checked={selected === 'random'}
            onChange={() => onChange(RANDOM_MAP_VALUE)}
          />
          <span className="map-choice-body">
            <DieIcon />
            <span>{t('games.labiro.options.maps.random')}</span>
          </span>
        </label>
        {custom ? (
          <label
            className="map-choice"
            data-testid="lobby-opt-map-custom"
            title={t('games.labiro.options.mapHints.custom')}
          >
            <input
              type="radio"
              name={group}
              checked={selected === 'custom'}
              onChange={() => onChange(encodeMapChoice({ kind: 'custom', map: custom }))}
            />
            <span className="map-choice-body">
              <MapPreview cells={custom.cells} />
              <span>{t('games.labiro.options.maps.custom')}</span>
            </span>
          </label>
        ) : (
          <button
            type="button"
            className="map-choice map-choice-new"
            data-testid="lobby-map-new"
            title={t('games.labiro.map.newTitle')}
            onClick={() => setEditing(true)}
          >
            <span className="map-choice-body">
              <PencilIcon />
              <span>{t('games.labiro.map.none')}</span>
            </span>
          </button>
        )}
      </div>
      <p className="muted small option-hint">{t(`games.labiro.options.mapHints.${hintKey}`)}</p>
      <button
        type="button"
        className="btn btn-small map-edit"
        data-testid="lobby-map-edit"
        title={t('games.labiro.map.editTitle')}
        onClick={() => setEditing(true)}
      >
        <PencilIcon /> {t('games.labiro.map.openEditor')}
      </button>
      {editing ? (
        <MapEditor
          initial={choice.kind === 'random' && custom ? custom.cells : startingCells(value)}
          onUse={use}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </fieldset>
  );
}
