/**
* | output |
* | --- |
* | "Service suggestions" |
*
* @param {Profedit_Service_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_service_suggestions: ((inputs?: Profedit_Service_SuggestionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Service_SuggestionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Service_SuggestionsInputs = {};
