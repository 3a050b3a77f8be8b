/**
* | output |
* | --- |
* | "Failed to send message" |
*
* @param {Err_Failed_To_Send_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_send_message: ((inputs?: Err_Failed_To_Send_MessageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Send_MessageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Send_MessageInputs = {};
