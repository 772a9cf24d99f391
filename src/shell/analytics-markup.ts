/** The id of the <template> that holds a page's analytics tags, inert until the shell loads them. */
export const analyticsTemplateId = "analytics";
