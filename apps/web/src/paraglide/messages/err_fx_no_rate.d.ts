/**
* | output |
* | --- |
* | "Dollar withdrawals to rupee accounts are paused: no dollar to rupee rate has been set yet. Please try again later." |
*
* @param {Err_Fx_No_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_fx_no_rate: ((inputs?: Err_Fx_No_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Fx_No_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Fx_No_RateInputs = {};
