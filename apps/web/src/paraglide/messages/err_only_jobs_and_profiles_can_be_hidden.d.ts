/**
* | output |
* | --- |
* | "Only jobs and profiles can be hidden" |
*
* @param {Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_jobs_and_profiles_can_be_hidden: ((inputs?: Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_Jobs_And_Profiles_Can_Be_HiddenInputs = {};
