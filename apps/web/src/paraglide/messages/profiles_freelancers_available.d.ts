/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} freelancers available" |
* | "other" | "{shown} freelancers available" |
*
* @param {Profiles_Freelancers_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_freelancers_available: ((inputs: Profiles_Freelancers_AvailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Freelancers_AvailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Freelancers_AvailableInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
