/**
* | output |
* | --- |
* | "There are no applicants to message yet" |
*
* @param {Err_There_Are_No_Applicants_To_Message_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_are_no_applicants_to_message_yet: ((inputs?: Err_There_Are_No_Applicants_To_Message_YetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_There_Are_No_Applicants_To_Message_YetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_There_Are_No_Applicants_To_Message_YetInputs = {};
