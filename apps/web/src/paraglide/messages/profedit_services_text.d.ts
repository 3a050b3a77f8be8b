/**
* | output |
* | --- |
* | "Pick the services you offer; search the list or type your own." |
*
* @param {Profedit_Services_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_services_text: ((inputs?: Profedit_Services_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Services_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Services_TextInputs = {};
