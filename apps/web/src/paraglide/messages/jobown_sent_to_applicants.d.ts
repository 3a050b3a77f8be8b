/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Message sent to {count} applicant" |
* | "other" | "Message sent to {count} applicants" |
*
* @param {Jobown_Sent_To_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sent_to_applicants: ((inputs: Jobown_Sent_To_ApplicantsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sent_To_ApplicantsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sent_To_ApplicantsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
