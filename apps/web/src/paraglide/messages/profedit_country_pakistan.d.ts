/**
* | output |
* | --- |
* | "Pakistan" |
*
* @param {Profedit_Country_PakistanInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_country_pakistan: ((inputs?: Profedit_Country_PakistanInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Country_PakistanInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Country_PakistanInputs = {};
