/**
* | output |
* | --- |
* | "No matching services." |
*
* @param {Profedit_No_Matching_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_no_matching_services: ((inputs?: Profedit_No_Matching_ServicesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_No_Matching_ServicesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_No_Matching_ServicesInputs = {};
