/**
* | output |
* | --- |
* | "The dollar to rupee rate has changed: check the new rupee amount and confirm again." |
*
* @param {Err_Fx_Rate_ChangedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_fx_rate_changed: ((inputs?: Err_Fx_Rate_ChangedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Fx_Rate_ChangedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Fx_Rate_ChangedInputs = {};
