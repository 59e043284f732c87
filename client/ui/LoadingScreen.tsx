// A full-screen loading panel with a progress bar (lazy chunks, the game module, the first state).

/** Shown while the table's chunks load; `progress` in 0..1. */
export function LoadingScreen({ label, progress }: { readonly label: string; readonly progress: number }) {
  const pct = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return (
    <div className="loading">
      <div className="loading-box">
        <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true">
          <rect x="6" y="6" width="52" height="52" rx="12" fill="#b5652b" />
          <rect x="10" y="10" width="44" height="44" rx="9" fill="#f3e3c8" />
          <g fill="#3b2417">
            <circle cx="22" cy="22" r="5" />
            <circle cx="42" cy="42" r="5" />
            <circle cx="32" cy="32" r="5" />
          </g>
        </svg>
        <p style={{ margin: 0, fontWeight: 600 }}>{label}</p>
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label={label}
        >
          <div style={{ width: `${pct}%` }} />
        </div>
      </div>
    </div>
  );
}
