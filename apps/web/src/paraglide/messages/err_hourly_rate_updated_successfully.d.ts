/**
* | output |
* | --- |
* | "Hourly rate updated successfully" |
*
* @param {Err_Hourly_Rate_Updated_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_hourly_rate_updated_successfully: ((inputs?: Err_Hourly_Rate_Updated_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Hourly_Rate_Updated_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Hourly_Rate_Updated_SuccessfullyInputs = {};
