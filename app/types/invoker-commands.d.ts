import "react";

// HTML's invoker commands: a button that names a dialog (`commandfor`) and what to do with it
// (`command`) opens or closes it by itself, before the page's script has run. React passes the
// attributes through as written; its types do not list them yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}
