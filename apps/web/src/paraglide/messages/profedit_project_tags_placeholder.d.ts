/**
* | output |
* | --- |
* | "e.g., React, Node.js" |
*
* @param {Profedit_Project_Tags_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_tags_placeholder: ((inputs?: Profedit_Project_Tags_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Project_Tags_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Project_Tags_PlaceholderInputs = {};
