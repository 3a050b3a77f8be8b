/**
* | output |
* | --- |
* | "Search services" |
*
* @param {Profedit_Search_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_search_services: ((inputs?: Profedit_Search_ServicesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Search_ServicesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Search_ServicesInputs = {};
