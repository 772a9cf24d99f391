/**
 * Forms marked data-stay send nothing: their YAML names no destination. The browser's own checks (required,
 * type=email) run first; a valid submit is cancelled here, and data-stay="log" forms log their fields,
 * as the search forms of the spec do. Works the same before and after any island has started.
 */
export function startStayForms(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-stay")) return;
    event.preventDefault();
    if (form.dataset.stay === "log") console.log(Object.fromEntries(new FormData(form)));
  });
}
