import { Link, type LinkProps } from "react-router";

/** A link that looks like a button: the way on from a page ('Go home', 'View menu'). `primary` for the main one. */
export function ButtonLink({ primary = false, ...props }: Omit<LinkProps, "className"> & { primary?: boolean }) {
  return <Link {...props} className={primary ? "button button-primary" : "button"} />;
}
