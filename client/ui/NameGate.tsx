// Asked once when someone opens a table link without a name: take a seat with a name, or just watch.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { navigate } from '../router.js';
import { useTavolo } from '../store.js';
import { LangSwitch } from './LangSwitch.js';
import { EyeIcon, PersonIcon } from '../kit/icons.js';
import { NAME_MAX } from './Lobby.js';
import './lobby.css';

/** The name prompt before joining table `code`. */
export function NameGate({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const setName = useTavolo((s) => s.setName);
  const [draft, setDraft] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    const name = draft.trim();
    if (name.length >= 1 && name.length <= NAME_MAX) setName(name);
  }
  return (
    <div className="lobby gate">
      <div className="gate-lang">
        <LangSwitch compact />
      </div>
      <form className="card gate-card" onSubmit={submit}>
        <h2>
          {t('table.code')} <code className="code-chip">{code}</code>
        </h2>
        <label className="field">
          <span>{t('lobby.yourName')}</span>
          <input
            className="input"
            data-testid="gate-name"
            // biome-ignore lint/a11y/noAutofocus: the name gate is a modal step whose only field is the name; focus goes there so one can type at once
            autoFocus
            value={draft}
            maxLength={NAME_MAX}
            autoComplete="nickname"
            placeholder={t('lobby.namePlaceholder')}
            title={t('lobby.nameTitle')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <div className="gate-actions">
          <button
            type="submit"
            className="btn btn-primary"
            data-testid="gate-join"
            title={t('lobby.gateJoinTitle')}
            disabled={!draft.trim()}
          >
            <PersonIcon /> {t('lobby.join')}
          </button>
          <button
            type="button"
            className="btn"
            title={t('lobby.gateWatchTitle')}
            onClick={() => navigate({ kind: 'table', code, spectate: true }, true)}
          >
            <EyeIcon /> {t('lobby.watch')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            title={t('table.lobbyTitle')}
            onClick={() => navigate({ kind: 'lobby' })}
          >
            {t('table.lobby')}
          </button>
        </div>
      </form>
    </div>
  );
}
