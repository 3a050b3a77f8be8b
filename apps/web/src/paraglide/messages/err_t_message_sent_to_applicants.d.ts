/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Message sent to {shown} applicant" |
* | "other" | "Message sent to {shown} applicants" |
*
* @param {Err_T_Message_Sent_To_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_message_sent_to_applicants: ((inputs: Err_T_Message_Sent_To_ApplicantsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Message_Sent_To_ApplicantsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Message_Sent_To_ApplicantsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
