/**
* | output |
* | --- |
* | "Location & Rates" |
*
* @param {Profedit_Location_RatesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_location_rates: ((inputs?: Profedit_Location_RatesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Location_RatesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Location_RatesInputs = {};
