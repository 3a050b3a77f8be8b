/**
* | output |
* | --- |
* | "Hourly rate must be between 0 and 1000" |
*
* @param {Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_must_be_between_0_and_1000: ((inputs?: Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Hourly_Rate_Must_Be_Between_0_And_1000Inputs = {};
