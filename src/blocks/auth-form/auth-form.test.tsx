import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas } from "../../../schema/blocks";
import type { BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import AuthForm from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const login: BlockInput<"auth-form"> = {
  type: "auth-form",
  variant: "login",
  heading: "Welcome back",
  email: { label: "Email address" },
  password: { label: "Password" },
  submit: "Log in",
  switchTo: { prompt: "Don't have an account?", link: { label: "Sign up", href: "/signup" } },
};

const signup: BlockInput<"auth-form"> = {
  ...login,
  variant: "signup",
  name: { label: "Full name" },
  confirmPassword: { label: "Confirm password" },
  terms: { label: "I agree to the terms" },
  switchTo: { prompt: "Already have an account?", link: { label: "Log in", href: "/login" } },
};

const parse = (input: BlockInput<"auth-form">) => schemas.get("auth-form")?.safeParse(input);

/** The form's inputs by name, each with its attributes. */
function inputs(input: BlockInput<"auth-form">) {
  const parsed = parse(input);
  if (parsed?.data?.type !== "auth-form") throw new Error(JSON.stringify(parsed?.error?.issues));
  const html = renderAt(<AuthForm {...parsed.data} />);
  return { html, byName: Object.fromEntries(openingTags(html, "input").map((tag) => [tag.name, tag])) };
}

describe("auth-form", () => {
  it("login: a required e-mail field and a required password field, hidden", () => {
    const { byName } = inputs(login);
    expect(Object.keys(byName)).toEqual(["email", "password"]);
    expect(byName.email).toMatchObject({ type: "email", required: "" });
    expect(byName.password).toMatchObject({ type: "password", required: "", autocomplete: "current-password" });
  });

  it("signup: optional name; required e-mail, password and confirm password, both hidden; terms not required", () => {
    const { byName } = inputs(signup);
    expect(Object.keys(byName)).toEqual(["name", "email", "password", "confirmPassword", "terms"]);
    expect(byName.name).not.toHaveProperty("required");
    expect(byName.email).toMatchObject({ type: "email", required: "" });
    expect(byName.password).toMatchObject({ type: "password", required: "" });
    expect(byName.confirmPassword).toMatchObject({ type: "password", required: "" });
    expect(byName.terms).toMatchObject({ type: "checkbox" });
    expect(byName.terms).not.toHaveProperty("required");
  });

  it("gives each password field its own show button, not pressed", () => {
    const { html } = inputs(signup);
    const toggles = openingTags(html, "button").filter((button) => button.type === "button");
    expect(toggles.map((button) => [button["aria-label"], button["aria-pressed"]])).toEqual([
      ["Show password", "false"],
      ["Show confirm password", "false"],
    ]);
  });

  it("does not submit: the browser checks the fields, then the shell cancels the submit (data-stay)", () => {
    for (const input of [login, signup]) {
      expect(openingTags(inputs(input).html, "form")[0]).toHaveProperty("data-stay", "");
    }
  });

  it("links to the other form", () => {
    expect(openingTags(inputs(login).html, "a").map((link) => link.href)).toContain("/signup");
    expect(openingTags(inputs(signup).html, "a").map((link) => link.href)).toContain("/login");
  });

  it("requires confirm password on signup and keeps sign-up fields off the login form", () => {
    expect(parse({ ...signup, confirmPassword: undefined })?.error?.issues.map((issue) => issue.path)).toEqual([
      ["confirmPassword"],
    ]);
    expect(parse({ ...login, terms: { label: "I agree" } })?.error?.issues.map((issue) => issue.path)).toEqual([
      ["terms"],
    ]);
  });
});
