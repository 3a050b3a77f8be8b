/**
* | output |
* | --- |
* | "Success Rate" |
*
* @param {Profiles_Success_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_success_rate: ((inputs?: Profiles_Success_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Success_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Success_RateInputs = {};
