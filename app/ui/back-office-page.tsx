import type { ReactNode } from "react";

/** The frame of a back-office screen: title, subtitle, then the screen's content. */
export function BackOfficePage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="page back-office-page">
      <header className="back-office-header">
        <h1>{title}</h1>
        {subtitle && <p className="subtitle">{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}
