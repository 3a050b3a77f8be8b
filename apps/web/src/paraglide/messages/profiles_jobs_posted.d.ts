/**
* | output |
* | --- |
* | "Jobs posted" |
*
* @param {Profiles_Jobs_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_jobs_posted: ((inputs?: Profiles_Jobs_PostedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Jobs_PostedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Jobs_PostedInputs = {};
