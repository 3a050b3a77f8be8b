/**
* | output |
* | --- |
* | "Unknown payout provider" |
*
* @param {Err_Unknown_Payout_ProviderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_payout_provider: ((inputs?: Err_Unknown_Payout_ProviderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unknown_Payout_ProviderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unknown_Payout_ProviderInputs = {};
