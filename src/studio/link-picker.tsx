import { useContext, useState } from "react";
import type { PickedInputProps } from "./picked-input";
import { NameEditContext } from "./edit-history";
import { PickedText } from "./picked-text";
import { PickerDialog } from "./picker-dialog";
import { matchesSearch } from "./search-words";
import { SiteChoicesContext } from "./site-choices";

/** A link's page and section: "/pricing#plans" → ["/pricing", "plans"], "#plans" → ["", "plans"]. */
function linkParts(link: string): [string, string | undefined] {
  const at = link.indexOf("#");
  return at === -1 ? [link, undefined] : [link.slice(0, at), link.slice(at + 1)];
}

/**
 * A link field: typed the way every link may be written (a web address, mailto:, tel:, "{app}/login"), or a
 * page of the site picked from its routes, and then one of that page's sections.
 */
export function LinkPicker({ id, label, value, required, described, invalid, onChange }: PickedInputProps) {
  const choices = useContext(SiteChoicesContext);
  const nameEdit = useContext(NameEditContext);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const link = typeof value === "string" ? value : "";
  const [page, section] = linkParts(link);
  const sameRoute = link.startsWith("#");
  const route = sameRoute ? choices.route : page.split("?")[0] || "/";
  const anchors = sameRoute
    ? choices.ownAnchors
    : (choices.links?.find((target) => target.path === route)?.anchors ?? []);
  const onSite = link.startsWith("/") || sameRoute;
  const shown = (choices.links ?? []).filter((target) => matchesSearch(search, `${target.path} ${target.title}`));
  return (
    <div className="picked-input">
      <PickedText {...{ id, required, described, invalid, onChange }} text={link} />
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          choices.refreshLinks();
        }}
      >
        Choose a page for {label}
      </button>
      {onSite && (anchors.length > 0 || section !== undefined) && (
        <>
          <label htmlFor={`${id}-section`}>
            Section of {route} that {label} opens at
          </label>
          <select
            id={`${id}-section`}
            value={section ?? ""}
            onChange={(event) => {
              const base = sameRoute ? "" : page;
              const picked = event.target.value;
              nameEdit(picked ? `section #${picked} picked for ${label}` : `the top of the page picked for ${label}`);
              onChange(picked ? `${base}#${picked}` : base || choices.route);
            }}
          >
            <option value="">The top of the page</option>
            {anchors.map((anchor) => (
              <option key={anchor} value={anchor}>
                #{anchor}
              </option>
            ))}
            {section !== undefined && section !== "" && !anchors.includes(section) && (
              <option value={section}>#{section}: no section of the page has this id</option>
            )}
          </select>
        </>
      )}
      <PickerDialog title={`A page for ${label}`} open={open} onClose={() => setOpen(false)}>
        <label htmlFor={`${id}-search`}>Search the site's pages</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {choices.links === undefined ? (
          <p role="status">Reading the site's pages…</p>
        ) : (
          <ul className="link-choices" aria-label={`Pages of the site (${shown.length})`}>
            {shown.map((target) => (
              <li key={target.path}>
                <button
                  type="button"
                  aria-pressed={target.path === page}
                  onClick={() => {
                    nameEdit(`${target.path} picked for ${label}`);
                    onChange(target.path);
                    setOpen(false);
                  }}
                >
                  <span>{target.path}</span> <span className="about">{target.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PickerDialog>
    </div>
  );
}
