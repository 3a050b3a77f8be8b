/**
* | output |
* | --- |
* | "e.g., Full-stack developer building fast, reliable web apps" |
*
* @param {Profedit_Headline_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_headline_placeholder: ((inputs?: Profedit_Headline_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Headline_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Headline_PlaceholderInputs = {};
