/**
* | output |
* | --- |
* | "e.g., 25" |
*
* @param {Profedit_Rate_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_rate_placeholder: ((inputs?: Profedit_Rate_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Rate_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Rate_PlaceholderInputs = {};
