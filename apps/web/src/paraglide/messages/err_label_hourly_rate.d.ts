/**
* | output |
* | --- |
* | "Hourly rate" |
*
* @param {Err_Label_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_hourly_rate: ((inputs?: Err_Label_Hourly_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Hourly_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Hourly_RateInputs = {};
