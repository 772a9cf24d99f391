import "react";

/**
 * HTML attributes the browsers ship that React's types do not know yet: invoker commands, which let
 * a button open or close a dialog with no script (`commandfor` names it, `command` says what to do),
 * and `closedby`, which lets a click beside a modal dialog close it. React writes lower-case
 * attributes it does not know as they are.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none" | undefined;
  }
}
