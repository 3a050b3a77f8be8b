/**
* | output |
* | --- |
* | "Hourly rate must be a number" |
*
* @param {Err_Hourly_Rate_Must_Be_A_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_must_be_a_number: ((inputs?: Err_Hourly_Rate_Must_Be_A_NumberInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Hourly_Rate_Must_Be_A_NumberInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Hourly_Rate_Must_Be_A_NumberInputs = {};
