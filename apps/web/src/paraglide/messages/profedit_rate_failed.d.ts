/**
* | output |
* | --- |
* | "Failed to update hourly rate" |
*
* @param {Profedit_Rate_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_rate_failed: ((inputs?: Profedit_Rate_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Rate_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Rate_FailedInputs = {};
