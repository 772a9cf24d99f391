import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"auth-form">[] = [
  {
    type: "auth-form",
    variant: "login",
    heading: "Log in to your {account}",
    text: "Follow your project, review designs and download reports.",
    email: { label: "Email address", placeholder: "you@company.com" },
    password: { label: "Password", placeholder: "Your password" },
    forgot: { label: "Forgot password?", href: "/contact/contact-v2" },
    submit: "Log in",
    switchTo: { prompt: "Don't have an account?", link: { label: "Sign up", href: "/signup" } },
    image: "/art/auth/login.svg",
  },
  {
    type: "auth-form",
    variant: "signup",
    heading: "Create your {account}",
    name: { label: "Full name", placeholder: "Jane Cooper" },
    email: { label: "Email address", placeholder: "you@company.com" },
    password: { label: "Password", placeholder: "Choose a password" },
    confirmPassword: { label: "Confirm password", placeholder: "Type it again" },
    terms: { label: "I agree to the", link: { label: "terms and privacy policy", href: "/faq" } },
    submit: "Create account",
    switchTo: { prompt: "Already have an account?", link: { label: "Log in", href: "/login" } },
  },
];
