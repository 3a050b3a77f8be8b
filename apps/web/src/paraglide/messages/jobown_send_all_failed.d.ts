/**
* | output |
* | --- |
* | "Failed to send message. Nobody received it; please try again." |
*
* @param {Jobown_Send_All_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_send_all_failed: ((inputs?: Jobown_Send_All_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Send_All_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Send_All_FailedInputs = {};
