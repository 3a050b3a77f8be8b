/**
* | output |
* | --- |
* | "Hourly Rate (£)" |
*
* @param {Profedit_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_hourly_rate: ((inputs?: Profedit_Hourly_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Hourly_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Hourly_RateInputs = {};
