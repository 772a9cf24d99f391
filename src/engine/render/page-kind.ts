/** The page every unknown path shows; it is no content to index. */
export const notFoundRoute = "/404";
