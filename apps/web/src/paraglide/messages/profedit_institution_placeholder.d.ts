/**
* | output |
* | --- |
* | "e.g., Karakoram International University" |
*
* @param {Profedit_Institution_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_institution_placeholder: ((inputs?: Profedit_Institution_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Institution_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Institution_PlaceholderInputs = {};
