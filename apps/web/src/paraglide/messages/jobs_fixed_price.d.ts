/**
* | output |
* | --- |
* | "Fixed Price" |
*
* @param {Jobs_Fixed_PriceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_fixed_price: ((inputs?: Jobs_Fixed_PriceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Fixed_PriceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Fixed_PriceInputs = {};
