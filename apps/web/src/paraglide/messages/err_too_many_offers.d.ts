/**
* | output |
* | --- |
* | "Too many offers" |
*
* @param {Err_Too_Many_OffersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_offers: ((inputs?: Err_Too_Many_OffersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_OffersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_OffersInputs = {};
