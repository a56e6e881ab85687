// The login page's two tabs (sign in, create an account) in Bootstrap's markup with the WAI-ARIA tabs pattern,
// without react-bootstrap's Tabs: its transition and uncontrolled-state code was 6 KB of the page's first
// download (docs/PERFORMANCE.md, "Smaller scripts"). Only the chosen tab's form is mounted, as before.
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

export interface LoginTab {
  key: string;
  title: string;
  content: ReactNode;
}

/** Arrow keys, Home and End move between the tabs and choose the one reached (automatic activation). */
export function LoginTabs({ id, tabs }: { id: string; tabs: readonly LoginTab[] }) {
  const [active, setActive] = useState(tabs[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const paneId = (key: string) => `${id}-tabpane-${key}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next > last ? 0 : next < 0 ? last : next;
    setActive(tabs[target]?.key);
    buttons.current[target]?.focus();
  };

  return (
    <>
      <ul className="nav nav-tabs nav-fill mb-3" role="tablist">
        {tabs.map((tab, index) => (
          <li key={tab.key} className="nav-item" role="presentation">
            <button
              ref={(element) => { buttons.current[index] = element; }}
              type="button" role="tab" id={tabId(tab.key)} aria-controls={paneId(tab.key)}
              aria-selected={tab.key === active} tabIndex={tab.key === active ? 0 : -1}
              className={`nav-link${tab.key === active ? ' active' : ''}`}
              onClick={() => setActive(tab.key)} onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </button>
          </li>
        ))}
      </ul>
      <div className="tab-content">
        {tabs.filter((tab) => tab.key === active).map((tab) => (
          <div key={tab.key} role="tabpanel" id={paneId(tab.key)} aria-labelledby={tabId(tab.key)} className="tab-pane active show">
            {tab.content}
          </div>
        ))}
      </div>
    </>
  );
}
