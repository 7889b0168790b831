import type { ReactNode } from "react";

export interface MessagePageProps {
  title: string;
  /** The page's paragraphs, under the title. */
  children: ReactNode;
  /** The way on, in a paragraph under the text: ButtonLinks. */
  actions?: ReactNode;
  /** "alert" where the page stands in for the one asked for, after a failure. */
  role?: "alert";
}

/**
 * A page that says one thing and offers a way on: not found, a failure, access refused or pending,
 * already signed in. Narrow: the title, its text and the actions under it.
 */
export function MessagePage({ title, children, actions, role }: MessagePageProps) {
  return (
    <div className="page page-narrow" role={role}>
      <h1>{title}</h1>
      {children}
      {actions && <p>{actions}</p>}
    </div>
  );
}
