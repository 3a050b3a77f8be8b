/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} job completed" |
* | "other" | "{shown} jobs completed" |
*
* @param {Profiles_Jobs_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_jobs_completed: ((inputs: Profiles_Jobs_CompletedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Jobs_CompletedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Jobs_CompletedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
