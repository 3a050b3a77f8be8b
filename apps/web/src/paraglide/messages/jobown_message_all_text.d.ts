/**
* | output |
* | --- |
* | "One message, sent into your conversation with each freelancer who applied (withdrawn proposals excluded)." |
*
* @param {Jobown_Message_All_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_message_all_text: ((inputs?: Jobown_Message_All_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Message_All_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Message_All_TextInputs = {};
