/**
* | output |
* | --- |
* | "Failed to send message. Nobody received it; please try again." |
*
* @param {Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_send_message_nobody_received_it_please: ((inputs?: Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Send_Message_Nobody_Received_It_PleaseInputs = {};
