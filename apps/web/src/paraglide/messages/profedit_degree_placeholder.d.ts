/**
* | output |
* | --- |
* | "e.g., BS Computer Science" |
*
* @param {Profedit_Degree_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_degree_placeholder: ((inputs?: Profedit_Degree_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Degree_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Degree_PlaceholderInputs = {};
