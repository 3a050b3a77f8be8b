/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} jobs" |
* | "other" | "{shown} jobs" |
*
* @param {Profiles_Card_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_card_jobs: ((inputs: Profiles_Card_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Card_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Card_JobsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
