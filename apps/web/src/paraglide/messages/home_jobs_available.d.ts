/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} jobs available" |
* | "other" | "{shown} jobs available" |
*
* @param {Home_Jobs_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_jobs_available: ((inputs: Home_Jobs_AvailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Jobs_AvailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Jobs_AvailableInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
