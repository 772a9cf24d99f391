import { z } from "zod";
import { defineBlock } from "../define-block";
import { blockWord } from "../kit/validation-context";
import type { BlockWordKey } from "../language/block-words";
import { accentText, navLink, text } from "../primitives";

export const authVariants = ["login", "signup"] as const;

const field = (what: string) =>
  z
    .strictObject({
      label: text(`Label of the ${what} field.`),
      placeholder: text("Hint shown in the empty field.").optional(),
    })
    .meta({ description: `The ${what} field.` });

/** A password field also names its show/hide button, in the page's language. */
const passwordField = (what: string, words: { show: BlockWordKey; hide: BlockWordKey }) =>
  field(what)
    .extend({
      show: text("Accessible name of the button that shows the password.").default(blockWord(words.show)),
      hide: text("Accessible name of the same button while the password shows.").default(blockWord(words.hide)),
    })
    .meta({ description: `The ${what} field, hidden until its eye button is pressed.` });

export const authFormBlock = defineBlock({
  type: "auth-form",
  description:
    "The login or sign-up form, with art beside it on wide screens. The browser checks the fields; the form sends nothing.",
  group: "forms",
  fields: (kit) => ({
    variant: z
      .enum(authVariants)
      .meta({ description: "login: e-mail and password; signup: adds name, confirm password and terms." }),
    heading: accentText("Heading above the form."),
    text: text("A line under the heading.").optional(),
    name: field("name").optional().meta({ description: "Sign-up only: an optional name field." }),
    email: field("email"),
    password: passwordField("password", { show: "showPassword", hide: "hidePassword" }),
    confirmPassword: passwordField("confirm password", { show: "showConfirmPassword", hide: "hideConfirmPassword" })
      .optional()
      .meta({ description: "Sign-up only (required there): the password again." }),
    terms: z
      .strictObject({ label: text("Text beside the checkbox."), link: navLink(kit).optional() })
      .optional()
      .meta({
        description: "Sign-up only: a terms checkbox (not required to submit), with an optional link after its text.",
      }),
    forgot: navLink(kit).optional().meta({ description: "A forgot-password link beside the password label." }),
    submit: text("Text on the submit button."),
    switchTo: z
      .strictObject({ prompt: text("Question before the link, such as Don't have an account?"), link: navLink(kit) })
      .meta({ description: "The line under the form that leads to the other form." }),
    image: kit.image().optional().meta({ description: "Art beside the form on wide screens." }),
  }),
  check: ({ variant, name, confirmPassword, terms }, ctx) => {
    if (variant === "signup" && !confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "a signup form needs confirmPassword" });
    }
    if (variant === "login") {
      for (const [key, value] of Object.entries({ name, confirmPassword, terms })) {
        if (value)
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `${key} belongs to the signup form; remove it from a login form`,
          });
      }
    }
  },
});
