/**
* | output |
* | --- |
* | "Awaiting review" |
*
* @param {Wallet_Status_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_in_review: ((inputs?: Wallet_Status_In_ReviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Status_In_ReviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Status_In_ReviewInputs = {};
